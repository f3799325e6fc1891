import { defineWidget } from '../_runtime';
import { Community, communityConfig } from './Community';
import { height } from './widget';

defineWidget('community', Community, { config: communityConfig, height });
