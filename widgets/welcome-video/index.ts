import { defineWidget } from '../_runtime';
import { WelcomeVideo, welcomeVideoConfig } from './WelcomeVideo';
import { height } from './widget';

defineWidget('welcome-video', WelcomeVideo, { config: welcomeVideoConfig, height });
