// Row shapes of the push-marketing screen, from src/database.types.ts.
import type { Tables } from "../../src/database.types.ts";

export type PushCampaignRow = Tables<"push_campaign">;

export type PushRecipientRow = Tables<"push_campaign_recipient"> & {
  contact: Pick<Tables<"contact">, "first_name" | "last_name"> & {
    company: Pick<Tables<"company">, "name"> | null;
  };
};

export type ContactChoice = Pick<
  Tables<"contact">,
  "id" | "first_name" | "last_name" | "email" | "job_title" | "roles" | "marketing_opt_out_at" | "company_id"
> & { company: Pick<Tables<"company">, "id" | "name"> | null };

export type TalentChoice = Pick<Tables<"talent">, "id" | "first_name" | "last_name" | "availability_status"> & {
  anonymous?: { id: string }[];
};

export type SendResult = { sent: number; processed: number; remaining: number };
