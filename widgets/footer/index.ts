import { defineWidget } from '../_runtime';
import { Footer } from './Footer';
import { height } from './widget';

defineWidget('footer', Footer, { config: {}, height });
