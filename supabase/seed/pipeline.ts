// The seed's recruitment side beyond the random draws: public ads on the postings that left
// the draft, and a few client orders whose pipeline a newcomer can read at a glance (every
// stage populated, some rejections with their reason). At large scale one order also holds a
// pipeline of 220 applications, the kanban's measure (tests/bench/missions.bench.ts).
// Their own random sequence: the rest of the data does not change.
import { createRng } from "./random.ts";

type Row = Record<string, unknown>;

const CHANNELS = [
  ["website", "indeed"],
  ["website", "france_travail", "hellowork"],
  ["website", "linkedin"],
  ["website", "indeed", "leboncoin"],
] as const;

/** The public ad of a mission: title, text and channels once it left the draft (none before). */
export function jobPosting(jobName: string, city: string, status: string, start: string, index: number): Row {
  if (status === "draft") return {};
  return {
    job_posting_title: `${jobName} H/F — ${city}`,
    job_posting_description:
      `Nous recherchons un(e) ${jobName.toLowerCase()} pour un chantier à ${city}, ` +
      `à partir du ${start.split("-").reverse().join("/")}. ` +
      "Missions : lecture de plans, travaux selon les règles de l'art, respect des consignes de sécurité. " +
      "Profil : expérience sur un poste similaire, habilitations à jour. " +
      "Avantages : paniers repas, indemnités de trajet, acompte possible chaque semaine.",
    job_posting_channels: [...CHANNELS[index % CHANNELS.length]],
    job_posting_expires_at: status === "published" || status === "paused" ? `${start}T23:59:59Z` : null,
  };
}

const STAGES = [
  "new",
  "to_qualify",
  "qualified",
  "shortlisted",
  "presented",
  "client_interview",
  "retained",
  "onboarding",
  "placed",
  "on_hold",
] as const;
const LATE_STAGES = new Set<string>(["presented", "client_interview", "retained", "onboarding", "placed"]);
const REJECTIONS = ["skills", "availability", "distance", "client_choice", "withdrawn", "unreachable"] as const;

type MissionLike = Row & { id: string; owner_id: string; is_client_order: boolean };
type TalentLike = Row & { id: string };

export function showcasePipelines(o: {
  key: string;
  scale: string;
  today: string;
  missions: MissionLike[];
  candidates: TalentLike[];
  eligible: TalentLike[];
  applications: Map<string, Row>;
  userOf: (memberId: string) => string;
  at: (isoDate: string, hour?: number) => string;
  addDays: (isoDate: string, n: number) => string;
}): void {
  if (o.key !== "renfort" || o.eligible.length === 0) return;
  const r = createRng(o.scale === "demo" ? 301 : 302);
  const add = (mission: MissionLike, stage: string, rejection: string | null) => {
    const talent = LATE_STAGES.has(stage) ? r.pick(o.eligible) : r.pick(o.candidates);
    const key = `${mission.id}:${talent.id}`;
    if (o.applications.has(key)) return;
    const daysAgo = r.int(1, 30);
    o.applications.set(key, {
      id: r.uuid(),
      workspace_id: mission["workspace_id"],
      mission_id: mission.id,
      talent_id: talent.id,
      stage,
      is_rejected: rejection !== null,
      has_stage_been_forced: false,
      rejected_at: rejection ? o.at(o.addDays(o.today, -daysAgo)) : null,
      rejected_by: rejection ? o.userOf(mission.owner_id) : null,
      rejection_reason: rejection,
      source: r.pick(["job_board", "manual", "cooptation", "push_marketing", "substitute_bench"]),
      match_score: r.int(40, 97),
      owner_id: mission.owner_id,
      presented_at: LATE_STAGES.has(stage) ? o.at(o.addDays(o.today, -daysAgo - 3)) : null,
      client_interview_at: ["client_interview", "retained", "onboarding", "placed"].includes(stage)
        ? o.at(o.addDays(o.today, -daysAgo), 10)
        : null,
      client_feedback: stage === "retained" ? "Très bon échange, profil retenu" : null,
      created_at: o.at(o.addDays(o.today, -daysAgo - 7)),
      created_by: o.userOf(mission.owner_id),
    });
  };
  const live = o.missions.filter(
    (m) => m.is_client_order && ["open", "sourcing", "presented", "partially_filled"].includes(String(m["status"])),
  );
  // two per stage, then rejections with their reason at early and late stages
  for (const mission of live.slice(0, 4)) {
    for (const stage of STAGES) for (let n = 0; n < 2; n++) add(mission, stage, null);
    for (const reason of REJECTIONS)
      add(mission, r.pick(["to_qualify", "qualified", "presented", "client_interview"]), reason);
  }
  // The kanban's measure: an order with a pipeline of 220 (large scale only).
  if (o.scale !== "demo" && live.length > 4) {
    for (let n = 0; n < 220; n++) add(live[4], r.pick(STAGES), r.chance(0.1) ? r.pick(REJECTIONS) : null);
  }
}
