// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  CHAT_FALLBACK_REPLY,
  CHAT_INPUT_LABEL,
  CHAT_PLACEHOLDER,
  CHAT_REPLIES,
  CHAT_TITLE,
  COMPLETE_BADGE,
  ONBOARDING_STEPS,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  SEED_MESSAGES,
  WELCOME_VIDEO_TITLE,
} from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  ...ONBOARDING_STEPS.flatMap((step) => [step.title, step.subtitle, step.description, ...step.actions]),
  WELCOME_VIDEO_TITLE,
  COMPLETE_BADGE,
  CHAT_TITLE,
  CHAT_INPUT_LABEL,
  CHAT_PLACEHOLDER,
  ...SEED_MESSAGES.map((message) => message.content),
  ...CHAT_REPLIES.map((reply) => reply.content),
  CHAT_FALLBACK_REPLY,
];
