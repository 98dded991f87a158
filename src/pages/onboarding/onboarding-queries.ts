// Onboarding writes the profile to the auth user, then marks the team member onboarded.
import { useUpdate } from "@refinedev/core";
import { useUpdateProfile, type ProfileValues } from "../settings/account/account-queries.ts";

export type OnboardingValues = ProfileValues;

export const useCompleteOnboarding = () => {
  const updateProfile = useUpdateProfile();
  const { mutateAsync } = useUpdate();
  return async (userId: string, memberId: string, values: OnboardingValues): Promise<void> => {
    await updateProfile(userId, values);
    await mutateAsync({
      resource: "team_member",
      id: memberId,
      values: { is_onboarded: true },
      successNotification: false,
      errorNotification: false,
    });
  };
};
