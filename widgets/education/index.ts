import { defineWidget } from '../_runtime';
import { Education, educationConfig } from './Education';

defineWidget('education', Education, { config: educationConfig, height: 879 });
