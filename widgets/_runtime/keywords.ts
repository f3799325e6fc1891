/**
 * Keywords of the concierge's reply topics: a message matches a topic when, for one of its
 * alternatives, it contains a word of each of the alternative's groups.
 */
export type Keywords = Partial<Record<string, string[][][]>>;
