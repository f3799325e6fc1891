// Picks the post's layout from ?layout= before the body is parsed, so the first paint has it.
document.documentElement.className = new URLSearchParams(location.search).get('layout') || 'centered';
