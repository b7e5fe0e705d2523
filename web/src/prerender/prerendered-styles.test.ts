import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptPrerenderedStyles, prerenderedStyleAttributes } from './prerendered-styles';
import { shopSystem } from '@/app/theme';

function addStyle(attribute: string, value = '') {
  const style = document.createElement('style');
  style.setAttribute(attribute, value);
  document.head.append(style);
}

afterEach(() => document.head.replaceChildren());

// Read at build time by Vite: the installed Chakra's version, and the version in the patch's name.
const [installedChakra] = Object.values(
  import.meta.glob<string>('../../../node_modules/@chakra-ui/react/package.json', {
    eager: true,
    import: 'version',
  }),
);
const patchedChakra = Object.keys(import.meta.glob('../../../patches/@chakra-ui+react+*.patch'))
  .map((file) => /@chakra-ui\+react\+(.*)\.patch$/.exec(file)?.[1])
  .at(0);

describe('adoptPrerenderedStyles', () => {
  it('was checked against the Chakra installed: on an upgrade, this says what to redo', () => {
    expect(installedChakra).toMatch(/^\d+\.\d+\.\d+/);
    expect(
      installedChakra,
      `Chakra is ${installedChakra}, but the prerender layer was checked against ${patchedChakra}. ` +
        'Check that ChakraProvider still reads only `_global` and `_config.disableLayers` of the ' +
        'system for its global CSS (prerendered-styles.ts); port or drop ' +
        'patches/@chakra-ui+react+*.patch (npx patch-package @chakra-ui/react); then run ' +
        '`npm run bench` and compare "What each trick gives Home" with docs/decisions/0017-hydration-without-long-tasks.md.',
    ).toBe(patchedChakra);
  });

  it('relies on patches/@chakra-ui+react: the system builds its global CSS only when read', () => {
    const global = Object.getOwnPropertyDescriptor(shopSystem(), '_global');

    expect(global?.get).toBeTypeOf('function');
  });

  it('relies on patches/@chakra-ui+react: the system is built in steps, with a pause between them, and is the one the app then uses', async () => {
    vi.resetModules(); // a theme module whose system is not built yet
    const theme = await import('@/app/theme');
    let pauses = 0;

    const built = await theme.buildShopSystem(async () => {
      pauses += 1;
    });

    expect(pauses).toBe(8);
    expect(theme.shopSystem()).toBe(built);
    // Built in steps or at once, the same styling.
    expect(built.css({ bg: 'brand.solid', px: 4 })).toEqual(
      shopSystem().css({ bg: 'brand.solid', px: 4 }),
    );
    expect(built.token('colors.brand.500')).toBe('#F26B1D');
  });

  it('when the page is prerendered, then Emotion knows its rules and Chakra inserts no global CSS', () => {
    addStyle(prerenderedStyleAttributes.global);
    addStyle(prerenderedStyleAttributes.components, 'abc123 def456');

    const { cache, system } = adoptPrerenderedStyles(shopSystem());

    expect(cache.key).toBe('css');
    expect(cache.inserted).toEqual({ abc123: true, def456: true });
    expect(system._global).toEqual([]);
    expect(system._config.disableLayers).toBe(true);
    // The styling itself is the shop's: same tokens, same functions.
    expect(system.css).toBe(shopSystem().css);
    expect(system.token('colors.brand.500')).toBe('#F26B1D');
  });

  it('when the page is the empty shell, then Chakra still inserts no global CSS, and Emotion starts empty', () => {
    addStyle(prerenderedStyleAttributes.global);

    const { cache, system } = adoptPrerenderedStyles(shopSystem());

    expect(cache.inserted).toEqual({});
    expect(system._global).toEqual([]);
  });

  it('when the page has no prerendered styles (development), then Chakra and Emotion work as they are', () => {
    const { cache, system } = adoptPrerenderedStyles(shopSystem());

    expect(cache.inserted).toEqual({});
    expect(system).toBe(shopSystem());
    expect(system._global.length).toBeGreaterThan(0);
  });
});
