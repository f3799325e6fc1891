import { defineWidget } from '../_runtime';
import { Community, communityConfig } from './Community';

defineWidget('community', Community, { config: communityConfig, height: 1013 });
