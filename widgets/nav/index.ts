import { defineWidget } from '../_runtime';
import { Nav } from './Nav';
import { height } from './widget';

defineWidget('nav', Nav, { config: {}, height });
