// A talent's jobs as the lists and cards name them.
import type { Tables } from "../../database.types.ts";

type TalentJobs = {
  talent_job: ReadonlyArray<Pick<Tables<"talent_job">, "is_main"> & { job: Pick<Tables<"job">, "name"> | null }> | null;
};

/** The main job's name (or the first one). */
export const mainJobName = (row: TalentJobs): string | undefined =>
  [...(row.talent_job ?? [])].sort((a, b) => Number(b.is_main) - Number(a.is_main))[0]?.job?.name ?? undefined;
