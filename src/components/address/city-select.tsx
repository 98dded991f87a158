// A French commune picker: type a name (accents optional) or a postal code, choose with the
// arrows and Enter. Searches the local communes data (src/lib/geo/communes.ts), no network.
import { Select } from "antd";
import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/index.ts";
import { communeLabel, preferTypedPostalCode } from "../../lib/geo/commune-label.ts";
import { searchCommunes, type Commune } from "../../lib/geo/communes.ts";

export type CitySelectProps = {
  value?: Commune;
  onChange?: (commune?: Commune) => void;
  placeholder?: string;
  id?: string;
  "aria-label"?: string;
  disabled?: boolean;
};

type Option = { value: string; label: string; commune: Commune };

const toOption = (commune: Commune, query?: string): Option => ({
  value: commune.code,
  label: communeLabel(commune, query),
  commune: preferTypedPostalCode(commune, query),
});

export const CitySelect = ({
  value,
  onChange,
  placeholder,
  id,
  "aria-label": ariaLabel,
  disabled,
}: CitySelectProps) => {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef("");

  useEffect(() => {
    if (value && !options.some((option) => option.value === value.code))
      setOptions((current) => [toOption(value), ...current]);
  }, [value, options]);

  const search = async (query: string) => {
    latest.current = query;
    setLoading(true);
    try {
      const communes = await searchCommunes(query);
      if (latest.current === query) setOptions(communes.map((commune) => toOption(commune, query)));
    } finally {
      if (latest.current === query) setLoading(false);
    }
  };

  return (
    <Select<string, Option>
      id={id}
      aria-label={ariaLabel ?? (id ? undefined : t("components.address.city"))}
      showSearch
      allowClear
      disabled={disabled}
      filterOption={false}
      placeholder={placeholder ?? t("components.address.cityPlaceholder")}
      notFoundContent={loading ? undefined : t("components.address.noCity")}
      loading={loading}
      value={value?.code}
      options={options}
      onSearch={(query) => void search(query)}
      onChange={(_code, option) => onChange?.(Array.isArray(option) ? undefined : option?.commune)}
      defaultActiveFirstOption
    />
  );
};
