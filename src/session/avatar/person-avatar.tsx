// A person's avatar: the stored picture, or their initials.
//
// The initials are a plain circle, not antd's Avatar. antd's Avatar measures a text child (a
// resize observer, a forced layout), renders a second time once mounted, and registers its styles
// through hooks: ≈ 20 KB of heap each, half a megabyte for a list of 25 rows that shows initials
// only. A picture keeps antd's Avatar, for its loading and its fallback to the initials when the
// image fails.
//
// The initials are drawn by CSS, not written as text: decorative beside the name they stand for,
// they stay out of the accessible name and of the visible text a control's name must contain
// (WCAG 2.5.3 « Label in Name »: a button read « Hugo Lefebvre, menu utilisateur » shows
// « Hugo Lefebvre », not « HL Hugo Lefebvre »).
import { Avatar } from "antd";
import { AVATAR_BACKGROUND } from "../../lib/a11y/avatar-colors.ts";
import { initials } from "../../lib/names/display-name.ts";
import "./person-avatar.css";
import { useAvatarUrl } from "./use-avatar-url.ts";

type Size = "small" | "default" | "large" | number;

/** antd's avatar sizes, in pixels */
const PIXELS = { small: 24, default: 32, large: 40 } as const;

/** Font size of the initials: antd's text size, shrunk in the small circle as antd would. */
const initialsFontSize = (pixels: number) => (pixels < 32 ? 11 : 14);

type Props = { name: string; size?: Size; className?: string; "aria-hidden"?: boolean };

const Initials = ({ name, pixels }: { name: string; pixels: number }) => (
  <span
    className="person-initials"
    data-initials={initials(name)}
    aria-hidden
    style={{ fontSize: initialsFontSize(pixels) }}
  />
);

const pixelsOf = (size: Size) => (typeof size === "number" ? size : PIXELS[size]);

const InitialsAvatar = ({ name, size = "default", className }: Props) => {
  const pixels = pixelsOf(size);
  return (
    <span
      className={className ? `person-avatar ${className}` : "person-avatar"}
      style={{ width: pixels, height: pixels, background: AVATAR_BACKGROUND }}
      aria-hidden
    >
      <Initials name={name} pixels={pixels} />
    </span>
  );
};

/** A stored picture (signed URL) or an outside one; the initials until its URL is known. */
const PictureAvatar = ({ avatar, ...props }: Props & { avatar: string }) => {
  const src = useAvatarUrl(avatar);
  const { name, size = "default", className } = props;
  if (!src) return <InitialsAvatar {...props} />;
  return (
    <Avatar
      size={size}
      src={src}
      alt={name}
      icon={<Initials name={name} pixels={pixelsOf(size)} />}
      className={className}
      aria-hidden={props["aria-hidden"]}
    />
  );
};

/** A person's picture when they have one (`avatar`: a stored path or an outside URL), else their initials. */
export const PersonAvatar = ({ avatar, ...props }: Props & { avatar?: string | null }) =>
  avatar ? <PictureAvatar {...props} avatar={avatar} /> : <InitialsAvatar {...props} />;
