export const CAMEL_SVG: RegExp;
export function svgAttributeName(name: string): string;
export function reactSvgProps(): { name: string; transform(code: string, id: string): { code: string; map: null } | null };
