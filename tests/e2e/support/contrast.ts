import type { Locator } from '@playwright/test';

type ColourProperty = 'outline-color' | 'border-top-color';

/**
 * The WCAG contrast ratio between one colour of an element (its focus outline, its border) and
 * the first opaque background behind it: what a reader sees the edge against.
 */
export function contrastWithBackdrop(element: Locator, property: ColourProperty) {
  return element.evaluate((node, prop) => {
    const channels = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const opaque = (value: string) => (channels(value)[3] ?? 1) > 0;
    const luminance = (value: string) => {
      const [r = 0, g = 0, b = 0] = channels(value).map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let backdrop = node.parentElement;
    while (backdrop && !opaque(getComputedStyle(backdrop).backgroundColor))
      backdrop = backdrop.parentElement;
    const behind = backdrop ? getComputedStyle(backdrop).backgroundColor : 'rgb(255, 255, 255)';
    const [light, dark] = [
      luminance(getComputedStyle(node).getPropertyValue(prop)),
      luminance(behind),
    ].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  }, property);
}
