import {
  createSystem,
  createSystemInSteps,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

// Palettes no screen uses (colorPalette, or a token such as `teal.500`).
const unusedPalettes = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;

/** `tokens` with each `{ _light, _dark }` value reduced to its light one. */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  if ('value' in tokens) {
    const { value } = tokens as { value: unknown };
    const light = typeof value === 'object' && value !== null && '_light' in value;
    return (light ? { ...tokens, value: (value as { _light: unknown })._light } : tokens) as T;
  }
  return Object.fromEntries(
    Object.entries(tokens).map(([name, token]) => [name, lightOnly(token)]),
  ) as T;
}

// The shop has one colour mode, the light one, and uses some of Chakra's palettes: the dark
// values and the other palettes would only make every page's CSS larger (by ~11 KB) and the
// system slower to build in the browser (docs/decisions/0017-hydration-without-long-tasks.md).
const shopTokens = { ...tokens, colors: withoutUnusedPalettes(tokens.colors) };
const shopSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: withoutUnusedPalettes(semanticTokens.colors),
});

// Chakra's default theme, but with only the recipes of the components the shop uses:
// `defaultConfig` carries every recipe (~30 KB gzip more on every page). A component
// added to the app needs its recipe, or it renders unstyled: here if Home uses it, else
// where it is used, through the `recipe` prop (badge, code, dialog, native select, table),
// so that the recipe loads with the screen that needs it and Home's bundle stays in budget.
// theme-recipes.test.ts fails on a component that has neither.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: shopTokens,
    semanticTokens: shopSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      stat: statSlotRecipe,
    },
  },
});

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The maker's look: its colours and fonts, on Chakra's theme. */
const brandTheme = defineConfig({
  theme: {
    tokens: {
      colors: {
        // The maker's orange, #F26B1D at 500.
        brand: {
          50: { value: '#FFF4EC' },
          100: { value: '#FFE3CF' },
          200: { value: '#FEC49E' },
          300: { value: '#FBA068' },
          400: { value: '#F7843F' },
          500: { value: '#F26B1D' },
          600: { value: '#D5560E' },
          700: { value: '#B0440A' },
          800: { value: '#8A360D' },
          900: { value: '#6C2D0F' },
          950: { value: '#3B1405' },
        },
        // The workshop charcoal of the navbar and footer.
        charcoal: {
          800: { value: '#1F2329' },
          900: { value: '#16181C' },
        },
      },
      fonts: {
        heading: { value: systemFonts },
        body: { value: systemFonts },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          // White on #F26B1D is 3:1; charcoal is 5.8:1 (WCAG AA), and looks the part.
          contrast: { value: '{colors.charcoal.900}' },
          // Brand-coloured text on white needs the darker 700 (5.6:1).
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        red: {
          // White on Chakra's red.600 is 4.8:1, and 4.3:1 under the pointer (a solid button's
          // hover is its colour at 90 %): red.700 keeps Delete and Send the recall above 4.5:1.
          solid: { value: '{colors.red.700}' },
        },
        fg: {
          // Chakra's red.500 is 3.8:1 on white; red.600 passes AA for error text.
          error: { value: '{colors.red.600}' },
        },
      },
    },
  },
  globalCss: {
    // Every component takes the brand palette unless told otherwise.
    html: { colorPalette: 'brand' },
    body: { bg: 'gray.50' },
    // A heading with a long word (an id, a part number, a name without spaces) wraps inside
    // its box instead of widening the page: an order's page once scrolled sideways by 136 px
    // on a 390 px phone. `anywhere`, unlike `break-word`, also lets a flex row shrink it.
    'h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
  },
});

const shopConfigs = [defaultBaseConfig, chakraTheme, brandTheme] as const;
let system: SystemContext | undefined;

/**
 * The shop's Chakra system, built on first use rather than when this module loads (a page
 * that starts on a phone builds it first, in steps: `buildShopSystem`).
 */
export function shopSystem() {
  system ??= createSystem(...shopConfigs);
  return system;
}

/**
 * Builds the shop's system ahead of `shopSystem()`, which then answers it, in Chakra's own
 * steps (token registration, transforms, references, views, utilities: our patch of Chakra),
 * awaiting `pause` between them. Built at once, it was one task of 20 to 80 ms on a 2-core
 * development machine, four times that on a phone; in steps, none is a long task
 * (docs/decisions/0017-hydration-without-long-tasks.md).
 */
export async function buildShopSystem(pause: () => Promise<unknown>) {
  if (system) return system;
  const steps = createSystemInSteps(...shopConfigs);
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  system ??= step.value;
  return system;
}
