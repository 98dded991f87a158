// A person's avatar: the stored picture, or their initials.
import { Avatar, type AvatarProps } from "antd";
import { initials } from "../../lib/names/display-name.ts";
import { useAvatarUrl } from "./use-avatar-url.ts";

export const PersonAvatar = ({ name, avatar, ...props }: { name: string; avatar?: string | null } & Omit<AvatarProps, "src">) => (
  <Avatar {...props} src={useAvatarUrl(avatar)} alt={name}>
    {initials(name)}
  </Avatar>
);
