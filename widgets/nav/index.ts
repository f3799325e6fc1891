import { defineWidget } from '../_runtime';
import { Nav } from './Nav';

defineWidget('nav', Nav, { config: {}, height: 69 });
