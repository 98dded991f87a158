// A person's avatar: the stored picture, or their initials. The initials go in as the avatar's
// icon at a fixed size that fits two capitals: antd measures text children (a resize observer,
// a forced layout and a second render per avatar), which a list of 25 rows pays 25 times.
// They are drawn by CSS, not written as text: decorative beside the name they stand for, they
// stay out of the accessible name and of the visible text a control's name must contain
// (WCAG 2.5.3 « Label in Name »: a button read « Hugo Lefebvre, menu utilisateur » shows
// « Hugo Lefebvre », not « HL Hugo Lefebvre »).
import { Avatar, type AvatarProps } from "antd";
import "./person-avatar.css";
import { initials } from "../../lib/names/display-name.ts";
import { useAvatarUrl } from "./use-avatar-url.ts";

/** Font size of the initials: antd's text size, shrunk in the small circle as antd would. */
const initialsFontSize = (size: AvatarProps["size"]) =>
  size === "small" || (typeof size === "number" && size < 32) ? 11 : 14;

export const PersonAvatar = ({
  name,
  avatar,
  ...props
}: { name: string; avatar?: string | null } & Omit<AvatarProps, "src" | "icon">) => (
  <Avatar
    {...props}
    src={useAvatarUrl(avatar)}
    alt={name}
    icon={
      <span
        className="person-initials"
        data-initials={initials(name)}
        aria-hidden
        style={{ fontSize: initialsFontSize(props.size) }}
      />
    }
  />
);
