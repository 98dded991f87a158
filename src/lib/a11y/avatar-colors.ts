// The grey of an avatar of initials, antd's (the theme) and PersonAvatar's alike: white initials
// on it read 6.2:1, where antd's default #bfbfbf gives 1.8:1 (WCAG 1.4.3 asks 4.5:1).
export const AVATAR_BACKGROUND = "#616161";
