// /contracts/:id's index route: the default detail of the contract the page read.
import { ContractDetail } from "./detail.tsx";
import { useContract } from "./show.tsx";

export const ContractDefaultPage = () => {
  const { contract, refetch } = useContract();
  return <ContractDetail contract={contract} refetch={refetch} />;
};
