/**
 * Scalar's light theme in colours that read (WCAG AA, 4.5:1) on its backgrounds (#fff, #f6f6f6,
 * #e7e7e7): its greys (#757575, #8e8e8e) and its method colours (#09f, #ff5800, #edbe20…) are
 * 2:1 to 4.3:1, which axe counted 148 times on the page. Scalar's `customCss`: outside its
 * cascade layers, so it wins over the theme's values, and it leaves with the page as they do.
 * Its components' scoped rules are not layered: an override of one needs more specificity.
 * The accent is the shop's orange text colour (brand.700).
 */
export const shopScalarCss = `
.light-mode {
  --scalar-color-1: #1b1b1b;
  --scalar-color-2: #595959;
  --scalar-color-3: #616161;
  --scalar-color-ghost: #616161;
  --scalar-color-accent: #b0440a;
  --scalar-color-green: #047857;
  --scalar-color-red: #b91c1c;
  --scalar-color-yellow: #854d0e;
  --scalar-color-blue: #1d4ed8;
  --scalar-color-orange: #9a3412;
  --scalar-color-purple: #6d28d9;
  --scalar-color-query: #0f766e;
}
/* The dark panels (a call's request example): Scalar's red, DELETE's colour, is 3.9:1 there. */
.dark-mode {
  --scalar-color-red: #f87171;
}
/* A deprecated field (the 2022 order body's) is faded to 0.75 over its stripes, which takes its
   name and its "Deprecated" badge under 4.5:1: the stripes and the badge already say it. More
   classes than Scalar's scoped rule (a class and a data-v attribute), which is not layered. */
.light-mode .property.property--deprecated > * {
  opacity: 1;
}
`;
