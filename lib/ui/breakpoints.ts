/** docs/product.md, Limits: the general breakpoints (below `sm` is mobile). */
export const breakpoints = { sm: 768, md: 992, lg: 1200, xl: 1400, xxl: 1920 } as const;

/** docs/product.md, Limits: the filter and menu layer uses its own, different set. */
export const filterBreakpoints = { xs: 576, sm: 768, md: 996, lg: 1200, xl: 1367, xxl: 1600 } as const;

export const MOBILE_MAX_WIDTH = breakpoints.sm - 1;
export const DIALOG_MOBILE_BREAKPOINT = 768;
export const DIALOG_BASE_Z_INDEX = 2000;

export const mediaQuery = {
  mobile: `(max-width: ${breakpoints.sm - 0.02}px)`,
  desktop: `(min-width: ${breakpoints.sm}px)`,
} as const;
