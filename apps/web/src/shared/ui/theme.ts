import {
  Breadcrumbs,
  Button,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import inputClasses from './input.module.css';

/** The academy's brand blue, light to dark; shade 6 is the primary. */
const brand: MantineColorsTuple = [
  '#edf0ff',
  '#d9deff',
  '#b0bbf7',
  '#8596f0',
  '#6176ea',
  '#4a62e7',
  '#3d57e6',
  '#2f48cd',
  '#263fb8',
  '#1a35a3',
];

const fontStack =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: fontStack,
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Focus rings on keyboard focus only, never hidden; global.css draws the same ring on the
  // rest (plain links, headings, form fields).
  focusRing: 'auto',
  components: {
    Input: { classNames: { wrapper: inputClasses.wrapper } },
    // One separator for every staff trail (the content pages' and the editors' alike).
    Breadcrumbs: Breadcrumbs.extend({ defaultProps: { separator: '›', separatorMargin: 6 } }),
    // A filled red button (delete, block, leave without saving) in red 6 gives its white word
    // about 3.3:1: red 8 reaches AA's 4.5:1, and red 9 is its hover.
    Button: Button.extend({
      vars: (_theme, props) =>
        props.color === 'red' && (props.variant ?? 'filled') === 'filled'
          ? {
              root: {
                '--button-bg': 'var(--mantine-color-red-8)',
                '--button-hover': 'var(--mantine-color-red-9)',
              },
            }
          : { root: {} },
    }),
  },
  headings: {
    fontFamily: fontStack,
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.75rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.4rem, 1.2rem + 1vw, 2rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.15rem', lineHeight: '1.3' },
    },
  },
});

/**
 * Text colours that meet WCAG AA (4.5:1) on white and the light page background: Mantine's
 * defaults for dimmed text (gray 6) and errors (red 6) reach only about 3.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/**
 * The theme with what needs the interface language: a dialog's close button is named
 * ("Close the dialog") on every Modal that does not name it itself, so none is an unnamed
 * button to a screen reader.
 */
export function themeInLanguage(closeDialog: string): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      // A plain override, not Modal.extend: importing Modal would put it in every first load.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeDialog } } },
    },
  });
}
