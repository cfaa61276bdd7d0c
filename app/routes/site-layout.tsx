import { useEffect } from "react";
import { Outlet } from "react-router";
import { AssistantWidget } from "../components/layout/assistant-widget";
import { CustomCursor } from "../components/layout/custom-cursor";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { rememberLanding } from "../lib/attribution";

/** The shell around every public page (SPEC §2); admin routes sit outside it. */
export default function SiteLayout() {
  useEffect(rememberLanding, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <AssistantWidget />
      <CustomCursor />
    </div>
  );
}
