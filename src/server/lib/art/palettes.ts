/** The shop's colours turned into scenes: a background, a patterned wall, an arch and the objects' paints. */
export interface Palette {
  bgFrom: string;
  bgTo: string;
  pattern: string;
  patternOpacity: number;
  panelFrom: string;
  panelTo: string;
  gold: string;
  goldLight: string;
  goldDark: string;
  /** The object's main paint and its shades. */
  main: string;
  mainLight: string;
  mainDark: string;
  second: string;
  secondLight: string;
  secondDark: string;
  /** Soft outline colour, never pure black. */
  ink: string;
}

const gold = { gold: '#D4A574', goldLight: '#F3D9A8', goldDark: '#A8753F', ink: '#5A3A22' };

export const palettes = {
  sable: {
    ...gold,
    bgFrom: '#F7E9CF', bgTo: '#E6C89A', pattern: '#B9834B', patternOpacity: 0.57,
    panelFrom: '#FFFEF7', panelTo: '#F5EBD3',
    main: '#1F5E63', mainLight: '#3E8A8C', mainDark: '#123D41',
    second: '#C8643B', secondLight: '#E58C61', secondDark: '#8F3F22',
  },
  rose: {
    ...gold,
    bgFrom: '#FBE1EC', bgTo: '#F2B6CF', pattern: '#C76F98', patternOpacity: 0.52,
    panelFrom: '#FFFAFC', panelTo: '#FCE7EF',
    main: '#B84E76', mainLight: '#E38AAE', mainDark: '#7E2F4F',
    second: '#D4A574', secondLight: '#F3D9A8', secondDark: '#A8753F',
  },
  teal: {
    ...gold,
    bgFrom: '#24676B', bgTo: '#0E3A3E', pattern: '#E2B77F', patternOpacity: 0.68,
    panelFrom: '#FFFBF0', panelTo: '#EFE3C6',
    main: '#1F5E63', mainLight: '#4C9A98', mainDark: '#0E3A3E',
    second: '#F8BBD9', secondLight: '#FDE3EF', secondDark: '#C97AA0',
  },
  terracotta: {
    ...gold,
    bgFrom: '#D7774C', bgTo: '#A24A29', pattern: '#FFD3AE', patternOpacity: 0.62,
    panelFrom: '#FFF7EC', panelTo: '#F6DEC4',
    main: '#C8643B', mainLight: '#E8946A', mainDark: '#8A3C1F',
    second: '#1F5E63', secondLight: '#3E8A8C', secondDark: '#123D41',
  },
  midnight: {
    ...gold,
    bgFrom: '#273A66', bgTo: '#121B36', pattern: '#D9AE72', patternOpacity: 0.73,
    panelFrom: '#FBF4E2', panelTo: '#EADBB8',
    main: '#2B3F73', mainLight: '#5470B0', mainDark: '#17224A',
    second: '#C8643B', secondLight: '#E8946A', secondDark: '#8A3C1F',
  },
  saffron: {
    ...gold,
    bgFrom: '#F6C25A', bgTo: '#DB8E27', pattern: '#FFF3CF', patternOpacity: 0.78,
    panelFrom: '#FFFCF2', panelTo: '#FCEBCB',
    main: '#2B3F73', mainLight: '#5470B0', mainDark: '#17224A',
    second: '#C8643B', secondLight: '#E8946A', secondDark: '#8A3C1F',
  },
  sage: {
    ...gold,
    bgFrom: '#B7C9A8', bgTo: '#7F9A74', pattern: '#F4F1DE', patternOpacity: 0.73,
    panelFrom: '#FFFEF7', panelTo: '#EEF0E0',
    main: '#5E7F5B', mainLight: '#8FB08A', mainDark: '#3C5639',
    second: '#D4A574', secondLight: '#F3D9A8', secondDark: '#A8753F',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
export const paletteNames = Object.keys(palettes) as PaletteName[];
