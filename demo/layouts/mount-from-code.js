// Mounts a referral box from code, as a single-page app does with Orebit.mount, once the page's
// referral script has defined the widget.
const mount = () => window.Orebit.mount(document.getElementById('mounted-from-code'), 'referral', { refCode: 'CODE7' });
if (window.Orebit && customElements.get('orebit-referral')) mount();
else document.getElementById('referral-script').addEventListener('load', mount);
