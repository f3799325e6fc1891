import { defineWidget } from '../_runtime';
import { WelcomeVideo, welcomeVideoConfig } from './WelcomeVideo';

defineWidget('welcome-video', WelcomeVideo, { config: welcomeVideoConfig, height: 994 });
