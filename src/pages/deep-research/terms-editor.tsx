// The terms read from the sentence, each with its variants (a resume meets the term when it says
// any of them): variants added or removed in place, a term removed, a term added with its
// synonyms from the dictionary (docs/rules/talents-documents.md#deep-research).
import { CloseOutlined } from "@ant-design/icons";
import { Button, Input, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { t } from "../../i18n/index.ts";
import { expandTerm, phraseKey, type ReaderSynonym, type TermGroup } from "./reader.ts";

type Props = { terms: TermGroup[]; synonyms: readonly ReaderSynonym[]; onChange: (terms: TermGroup[]) => void };

export const TermsEditor = ({ terms, synonyms, onChange }: Props) => {
  const [draft, setDraft] = useState("");
  const add = () => {
    const term = draft.trim();
    if (!term) return;
    setDraft("");
    if (terms.some((g) => phraseKey(g.term) === phraseKey(term))) return;
    onChange([...terms, expandTerm(term, synonyms)]);
  };
  const setVariants = (index: number, variants: string[]) =>
    onChange(terms.map((g, i) => (i === index ? { ...g, variants: variants.length ? variants : [g.term] } : g)));

  return (
    <Space direction="vertical" size="small" style={{ width: "100%" }}>
      <Typography.Text type="secondary">{t("research.refine.termsHelp")}</Typography.Text>
      {terms.length === 0 ? <Typography.Text>{t("research.refine.noTerms")}</Typography.Text> : null}
      <ul aria-label={t("research.refine.terms")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {terms.map((group, index) => (
          <li
            key={group.term}
            style={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap", marginBottom: 8 }}
          >
            <Tag color="blue" style={{ fontSize: 14, marginInlineEnd: 0 }}>
              {group.term}
            </Tag>
            <Select
              mode="tags"
              style={{ flex: "1 1 220px", minWidth: 0 }}
              aria-label={t("research.refine.variants", { term: group.term })}
              value={group.variants}
              open={false}
              suffixIcon={null}
              tokenSeparators={[","]}
              onChange={(values: string[]) => setVariants(index, values)}
            />
            <Button
              icon={<CloseOutlined />}
              aria-label={t("research.refine.removeTerm", { term: group.term })}
              title={t("research.refine.removeTerm", { term: group.term })}
              onClick={() => onChange(terms.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ul>
      <Space.Compact style={{ width: "100%", maxWidth: 420 }}>
        <Input
          aria-label={t("research.refine.addTerm")}
          value={draft}
          placeholder={t("research.refine.addTermPlaceholder")}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
        />
        <Button onClick={add} disabled={!draft.trim()}>
          {t("research.refine.add")}
        </Button>
      </Space.Compact>
    </Space>
  );
};
