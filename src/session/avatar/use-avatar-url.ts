// The displayable URL of a stored avatar, signed once an hour and cached.
import { useQuery } from "@tanstack/react-query";
import { getSupabaseClient } from "../../../providers/supabase-client.ts";
import { AVATAR_URL_TTL_S, avatarUrl } from "./avatar-storage.ts";

export const useAvatarUrl = (avatar: string | null | undefined): string | undefined => {
  const { data } = useQuery({
    queryKey: ["avatar-url", avatar],
    queryFn: () => avatarUrl(getSupabaseClient(), avatar as string),
    enabled: !!avatar,
    staleTime: (AVATAR_URL_TTL_S - 60) * 1000,
    retry: false,
  });
  return data;
};
