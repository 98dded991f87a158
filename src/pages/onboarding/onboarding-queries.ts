// Onboarding writes the profile to the auth user, then marks the team member onboarded.
import type { AppSupabaseClient } from "../../../providers/supabase-client.ts";
import { updateProfile, type ProfileValues } from "../settings/account/account-queries.ts";

export type OnboardingValues = ProfileValues;

export const completeOnboarding = async (
  supabase: AppSupabaseClient,
  userId: string,
  memberId: string,
  values: OnboardingValues,
): Promise<void> => {
  await updateProfile(supabase, userId, values);
  const { error } = await supabase.from("team_member").update({ is_onboarded: true }).eq("id", memberId);
  if (error) throw error;
};
