import { judgePassword } from "../../../common/password-strength";
import { answerRequests } from "../../worker-thread";
import type { JudgeRequest } from "./password-strength";

/** The thread that judges chosen passwords (server/modules/auth/password-strength.ts). */
answerRequests(({ password, ownWords }: JudgeRequest) => judgePassword(password, ownWords));
