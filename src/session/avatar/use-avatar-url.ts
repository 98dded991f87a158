// The displayable URL of an avatar: a stored one signed once an hour and cached, an outside one as it is.
import { useSignedUrl } from "../../../providers/client-calls.ts";
import { AVATAR_BUCKET, AVATAR_URL_TTL_S, isOutsideUrl } from "./avatar-storage.ts";

export const useAvatarUrl = (avatar: string | null | undefined): string | undefined => {
  const outside = !!avatar && isOutsideUrl(avatar);
  const { data } = useSignedUrl(AVATAR_BUCKET, outside ? null : avatar, AVATAR_URL_TTL_S);
  return outside ? (avatar ?? undefined) : data;
};
