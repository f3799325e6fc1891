import { defineWidget } from '../_runtime';
import { News, newsConfig } from './News';

defineWidget('news', News, { config: newsConfig, height: 1130 });
