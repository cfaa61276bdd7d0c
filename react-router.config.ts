import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build/web",
  ssr: true,
} satisfies Config;
