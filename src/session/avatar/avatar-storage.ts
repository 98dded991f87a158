// Avatars live in the private "avatars" bucket under `<user_id>/…` (2 MB, images only); they
// are shown through signed URLs. An avatar may also be an outside URL (shown as it is).
export const AVATAR_BUCKET = "avatars";
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_TTL_S = 60 * 60;

export const isOutsideUrl = (avatar: string): boolean => /^https?:\/\//.test(avatar);
