import { defineWidget } from '../_runtime';
import { Education, educationConfig } from './Education';
import { height } from './widget';

defineWidget('education', Education, { config: educationConfig, height });
