// The provider side of the contract, for implementations of the provider API.
export {
  type AnswerEvent,
  type CallContext,
  ContractError,
  type ContractHandlerOptions,
  createContractHandler,
  type IdempotencyStore,
  type Implementation,
  type Implementations,
  MAX_BODY_BYTES,
  REPLAYED_HEADER,
  type StoredAnswer,
} from "./handler.ts";
