// Contract fuzz, shard 1 of 2 (see fuzz-suite.ts for what is sent and asserted).
import { fuzzShard } from "./fuzz-suite.ts"

fuzzShard(0, 2)
