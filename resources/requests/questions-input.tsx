// The questions asked during a call and their answers (a reference check's questions_answers):
// typed pair by pair, three job-related questions offered to start with — article L1221-6 of the
// Code du travail allows only questions about the aptitude for the job. The value is the pairs
// both filled, or nothing (the field is then missing, and the move says so).
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Input, Space, Typography } from "antd";
import { useState } from "react";
import { t } from "../../src/i18n/index.ts";

export type QuestionAnswer = { question: string; answer: string };

const q = (key: keyof typeof import("./i18n.fr.ts").requestsFr.questions, vars?: Record<string, string>) =>
  t(`resources.requests.questions.${key}`, vars);

const STARTERS = (): QuestionAnswer[] =>
  [q("starterTasks"), q("starterQuality"), q("starterRehire")].map((question) => ({ question, answer: "" }));

const complete = (pairs: QuestionAnswer[]): QuestionAnswer[] | undefined => {
  const filled = pairs
    .map((p) => ({ question: p.question.trim(), answer: p.answer.trim() }))
    .filter((p) => p.question && p.answer);
  return filled.length ? filled : undefined;
};

export const QuestionsInput = ({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) => {
  const [pairs, setPairs] = useState<QuestionAnswer[]>(() =>
    Array.isArray(value) && value.length ? (value as QuestionAnswer[]) : STARTERS(),
  );
  const update = (next: QuestionAnswer[]) => {
    setPairs(next);
    onChange?.(complete(next));
  };
  const edit = (index: number, key: keyof QuestionAnswer, text: string) =>
    update(pairs.map((p, i) => (i === index ? { ...p, [key]: text } : p)));

  return (
    <div id={id}>
      <Typography.Paragraph type="secondary">{q("jobOnly")}</Typography.Paragraph>
      {pairs.map((pair, index) => {
        const n = String(index + 1);
        return (
          <Space
            key={index}
            direction="vertical"
            style={{ width: "100%", marginBottom: 12 }}
            role="group"
            aria-label={q("pair", { n })}
          >
            <Input
              aria-label={q("question", { n })}
              value={pair.question}
              onChange={(e) => edit(index, "question", e.target.value)}
            />
            <Input.TextArea
              aria-label={q("answer", { n })}
              rows={2}
              value={pair.answer}
              onChange={(e) => edit(index, "answer", e.target.value)}
            />
            <Button size="small" icon={<DeleteOutlined />} onClick={() => update(pairs.filter((_, i) => i !== index))}>
              {q("remove", { n })}
            </Button>
          </Space>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={() => update([...pairs, { question: "", answer: "" }])}>
        {q("add")}
      </Button>
    </div>
  );
};

/** The pairs as the detail shows them. */
export const QuestionsValue = ({ value }: { value: unknown }) => {
  const pairs = Array.isArray(value) ? (value as QuestionAnswer[]) : [];
  if (!pairs.length) return <>—</>;
  return (
    <dl style={{ margin: 0 }}>
      {pairs.map((p, i) => (
        <div key={i} style={{ marginBottom: 8 }}>
          <dt style={{ fontWeight: 600 }}>{p.question}</dt>
          <dd style={{ margin: 0 }}>{p.answer}</dd>
        </div>
      ))}
    </dl>
  );
};
