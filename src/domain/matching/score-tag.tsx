// The score out of 100 with its four parts spelled out beside it (no hover needed).
import { Tag, Typography } from "antd";
import { t } from "../../i18n/index.ts";
import { scoreTone } from "./chips.ts";

export type ScoreParts = {
  score: number;
  distance_points: number;
  job_points: number;
  qualification_points: number;
  availability_points: number;
};

const COLOR = { success: "green", warning: "gold", error: "red", default: "default" } as const;

export const ScoreTag = ({ row }: { row: ScoreParts }) => (
  <div>
    <Tag color={COLOR[scoreTone(row.score)]} style={{ fontWeight: 600 }}>
      {row.score}/100
    </Tag>
    <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
      {t("resources.matching.scoreParts", {
        distance: row.distance_points,
        job: row.job_points,
        qualifications: row.qualification_points,
        availability: row.availability_points,
      })}
    </Typography.Text>
  </div>
);
