// Types for the Orebit widgets on a host page: `window.Orebit`, each widget's options, the public
// events, and the <orebit-*> custom elements (for the DOM and for React's JSX).
// Served at /widgets/orebit.d.ts. Reference it from a TypeScript project:
//   /// <reference path="./orebit.d.ts" />   or list it in tsconfig "files"/"include".
// The npm package @orebit/widgets ships it too (dist/orebit.d.ts), and importing the package brings it in.
// The React JSX part augments the 'react' module: with React 19's types installed it applies; in a
// project without them, set "skipLibCheck": true or leave that block out.
import type * as React from 'react';

declare global {
  namespace Orebit {
    /** Options every widget takes (data-* attributes or `mount` options). */
    interface CommonOptions {
      // common options: generated from widgets/catalog.ts by `npm run docs`
      /** Colour scheme; auto follows the reader’s prefers-color-scheme. Changing the attribute re-styles the widget in place. Default 'dark'. */
      theme?: 'dark' | 'light' | 'auto';
      /** The reader’s language: en, es (Spanish), ko (Korean), ar (Arabic, right to left) or auto (the page’s <html lang>, then the browser’s). Numbers, money, dates and times follow it in every widget; yield-farming, concierge and referral also show their texts in it, fetched from this release only when used. Changing it re-renders in place. Default 'en'. */
      locale?: 'en' | 'es' | 'ko' | 'ar' | 'pt-BR' | 'tr' | 'vi' | 'auto';
      /** API base URL. Default: the origin the script was loaded from. */
      api?: string;
      /** lazy: mount when the widget comes within 300 px of the viewport. Default 'eager'. */
      loading?: 'eager' | 'lazy';
      /** Height in px a lazy widget holds until it mounts, and the snippet’s element before the script arrives, at any width. Default: a lazy widget holds its height on a 1280 px page (see each widget, with its options), a snippet’s element the height measured at the width it gets. */
      height?: number;
      // end of common options
    }

    /** Each widget's options, by widget name. */
    interface WidgetOptions {
      // widget options: generated from widgets/*/widget.ts by `npm run docs`
      nav: CommonOptions;
      hero: CommonOptions;
      'sms-alerts': CommonOptions;
      mining: CommonOptions;
      'lead-hunter': CommonOptions;
      'welcome-video': CommonOptions;
      onboarding: CommonOptions;
      wallets: CommonOptions;
      premium: CommonOptions;
      referral: CommonOptions & {
        /** Your referral code: 1–40 letters, digits, - or _. Default 'OREBIT2024'. */
        refCode?: string;
        /** The site the referral link points to. Default 'https://orebit.example'. */
        siteUrl?: string;
      };
      dashboard: CommonOptions;
      education: CommonOptions;
      community: CommonOptions;
      simulator: CommonOptions;
      concierge: CommonOptions & {
        /** inline: a card in the page; floating: a launcher button at the bottom corner. Default 'inline'. */
        mode?: 'inline' | 'floating';
      };
      news: CommonOptions;
      'yield-farming': CommonOptions & {
        /** calculator: the staking calculator alone. Default 'full'. */
        view?: 'full' | 'calculator';
        /** The calculator’s starting amount (tokens). Default 1000. */
        amount?: number;
        /** The calculator’s starting APY (%). Default 89.2. */
        apy?: number;
        /** The calculator’s starting duration (days). Default 365. */
        days?: number;
      };
      footer: CommonOptions;
      // end of widget options
    }

    /** A widget script's name: /widgets/<name>.js, <orebit-<name>>. */
    type WidgetName = keyof WidgetOptions;

    /** The public events, by name, with their detail. */
    interface Events {
      // events: generated from widgets/_runtime/bus.ts by `npm run docs`
      /** The staking calculator's Calculate: the inputs used and the estimated reward in tokens. */
      'calculator:calculate': { amount: number; apy: number; days: number; reward: number };
      /** The referral link was copied. */
      'referral:copy': { link: string };
      /** A share button opened its platform. */
      'referral:share': { platform: 'twitter' | 'facebook' | 'linkedin' | 'reddit' | 'telegram' | 'whatsapp' };
      /** The reader sent the concierge a message. */
      'concierge:message': { text: string };
      /** An SMS alerts subscription went through, on this plan. */
      'sms:subscribe': { plan: 'basic' | 'priority' | 'vip' };
      /** A forum post was published: its id (as the API gave it) and title. */
      'forum:post': { id: number; title: string };
      /** A wallet was connected: its id, e.g. 'metamask'. */
      'wallet:connect': { wallet: string };
      // end of events
    }

    /** The events each widget dispatches. */
    interface WidgetEvents {
      // widget events: generated from widgets/*/widget.ts by `npm run docs`
      'sms-alerts': 'sms:subscribe';
      wallets: 'wallet:connect';
      referral: 'referral:copy' | 'referral:share';
      community: 'forum:post';
      concierge: 'concierge:message';
      'yield-farming': 'calculator:calculate';
      // end of widget events
    }

    /** A widget asks to show section `anchor`; call preventDefault() to handle it yourself. */
    interface NavigateEvent {
      readonly anchor: string;
      readonly defaultPrevented: boolean;
      preventDefault(): void;
    }

    /** Everything `Orebit.on` can listen to. */
    interface PageEvents extends Events {
      navigate: NavigateEvent;
      toast: { title: string; description?: string; variant?: 'default' | 'destructive' };
    }

    /** A mounted widget. */
    interface Handle<N extends WidgetName = WidgetName> {
      /** Merges options over the current ones and re-renders in place (state is kept). */
      update(options: WidgetOptions[N]): void;
      /** Unmounts the widget and frees all it holds. */
      destroy(): void;
    }

    /** `window.Orebit`, created by the first widget script on the page. */
    interface Api {
      /** Its registry protocol: scripts of one protocol share this registry; another protocol's keep their own. */
      readonly protocol: number;
      /** The release (package version) of the script that created it, e.g. "0.4.0". */
      readonly release: string;
      /** The widgets whose scripts have loaded, by name. */
      readonly widgets: ReadonlyMap<string, unknown>;
      /** The mounted widgets, by host element. */
      readonly instances: ReadonlyMap<Element, { name: WidgetName; handle: Handle }>;
      /**
       * Mounts widget `name` (its script must be loaded) into `el`. Mounting an element that
       * already holds a widget updates it with `options` instead.
       */
      mount<N extends WidgetName>(el: Element, name: N, options?: WidgetOptions[N]): Handle<N>;
      /** Mounts every [data-orebit-widget] below `root` (default: the document) whose script is loaded. */
      scan(root?: ParentNode): boolean;
      /** Listens to a page event. */
      on<K extends keyof PageEvents>(type: K, handler: (detail: PageEvents[K]) => void): void;
      /** Every event: handler(type, detail). */
      on(type: '*', handler: <K extends keyof PageEvents>(type: K, detail: PageEvents[K]) => void): void;
      /** Removes a handler given to `on`. */
      off<K extends keyof PageEvents>(type: K, handler: (detail: PageEvents[K]) => void): void;
      off(type: '*', handler: <K extends keyof PageEvents>(type: K, detail: PageEvents[K]) => void): void;
    }

    /** The data-* attributes of widget N's element. */
    type Attributes<N extends WidgetName> = {
      [K in keyof WidgetOptions[N] as `data-${KebabCase<K & string>}`]?:
        WidgetOptions[N][K] | `${WidgetOptions[N][K] & (string | number)}`;
    };

    type KebabCase<S extends string> = S extends `${infer C}${infer Rest}`
      ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${KebabCase<Rest>}`
      : S;
  }

  interface Window {
    Orebit?: Orebit.Api;
  }

  /** The custom elements: <orebit-concierge data-mode="floating"></orebit-concierge>. */
  interface HTMLElementTagNameMap {
    // elements: generated from widgets/*/widget.ts by `npm run docs`
    'orebit-nav': HTMLElement;
    'orebit-hero': HTMLElement;
    'orebit-sms-alerts': HTMLElement;
    'orebit-mining': HTMLElement;
    'orebit-lead-hunter': HTMLElement;
    'orebit-welcome-video': HTMLElement;
    'orebit-onboarding': HTMLElement;
    'orebit-wallets': HTMLElement;
    'orebit-premium': HTMLElement;
    'orebit-referral': HTMLElement;
    'orebit-dashboard': HTMLElement;
    'orebit-education': HTMLElement;
    'orebit-community': HTMLElement;
    'orebit-simulator': HTMLElement;
    'orebit-concierge': HTMLElement;
    'orebit-news': HTMLElement;
    'orebit-yield-farming': HTMLElement;
    'orebit-footer': HTMLElement;
    // end of elements
  }

  /** The public events as DOM events on a widget's element (they bubble and are composed). */
  interface HTMLElementEventMap {
    // element events: generated from widgets/*/widget.ts by `npm run docs`
    'sms:subscribe': CustomEvent<Orebit.Events['sms:subscribe']>;
    'wallet:connect': CustomEvent<Orebit.Events['wallet:connect']>;
    'referral:copy': CustomEvent<Orebit.Events['referral:copy']>;
    'referral:share': CustomEvent<Orebit.Events['referral:share']>;
    'forum:post': CustomEvent<Orebit.Events['forum:post']>;
    'concierge:message': CustomEvent<Orebit.Events['concierge:message']>;
    'calculator:calculate': CustomEvent<Orebit.Events['calculator:calculate']>;
    // end of element events
  }
}

/** One custom element's JSX props: React's HTML attributes plus the widget's data-* options. */
type OrebitElementProps<N extends Orebit.WidgetName> = React.DetailedHTMLProps<
  React.HTMLAttributes<HTMLElement>,
  HTMLElement
> &
  Orebit.Attributes<N>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      // jsx elements: generated from widgets/*/widget.ts by `npm run docs`
      'orebit-nav': OrebitElementProps<'nav'>;
      'orebit-hero': OrebitElementProps<'hero'>;
      'orebit-sms-alerts': OrebitElementProps<'sms-alerts'>;
      'orebit-mining': OrebitElementProps<'mining'>;
      'orebit-lead-hunter': OrebitElementProps<'lead-hunter'>;
      'orebit-welcome-video': OrebitElementProps<'welcome-video'>;
      'orebit-onboarding': OrebitElementProps<'onboarding'>;
      'orebit-wallets': OrebitElementProps<'wallets'>;
      'orebit-premium': OrebitElementProps<'premium'>;
      'orebit-referral': OrebitElementProps<'referral'>;
      'orebit-dashboard': OrebitElementProps<'dashboard'>;
      'orebit-education': OrebitElementProps<'education'>;
      'orebit-community': OrebitElementProps<'community'>;
      'orebit-simulator': OrebitElementProps<'simulator'>;
      'orebit-concierge': OrebitElementProps<'concierge'>;
      'orebit-news': OrebitElementProps<'news'>;
      'orebit-yield-farming': OrebitElementProps<'yield-farming'>;
      'orebit-footer': OrebitElementProps<'footer'>;
      // end of jsx elements
    }
  }
}

export {};
