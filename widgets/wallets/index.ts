import { defineWidget } from '../_runtime';
import { Wallets, walletsConfig } from './Wallets';
import { height } from './widget';

defineWidget('wallets', Wallets, { config: walletsConfig, height });
