/** The destination classification lives with the contract, shared with the plan's policy check. */
export { isBlockedAddress, unsafeDestination } from "../../schemas/destination.js";
