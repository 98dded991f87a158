// Lookups of companies and company groups for the other screens' selects, and the NAF list.
import { useSelect } from "@refinedev/antd";
import { useEffect, useState } from "react";
import { loadNafIndex, type NafIndex } from "./naf.ts";

export const useCompaniesSelect = () =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "company",
    optionLabel: "name",
    optionValue: "id",
    sorters: [{ field: "name", order: "asc" }],
    onSearch: (value) => [{ field: "name", operator: "contains", value }],
    pagination: { pageSize: 50, mode: "server" },
  });

export const useCompanyGroupsSelect = () =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "company_group",
    optionLabel: "name",
    optionValue: "id",
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 200, mode: "server" },
  });

/** The NAF sub-classes, loaded lazily on first use (undefined while loading). */
export const useNafIndex = (): NafIndex | undefined => {
  const [index, setIndex] = useState<NafIndex>();
  useEffect(() => {
    let live = true;
    void loadNafIndex().then((loaded) => live && setIndex(loaded));
    return () => {
      live = false;
    };
  }, []);
  return index;
};
