import { defineWidget } from '../_runtime';
import { Footer } from './Footer';

defineWidget('footer', Footer, { config: {}, height: 347 });
