<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>Connections</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/app_servers.py" line="28" />
      <source>Use the servers of {app} (%n)</source>
      <translation>
        <numerusform>Use the server of {app} (%n)</numerusform>
        <numerusform>Use the servers of {app} (%n)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/connections.py" line="127" />
      <source>connected · %n tool(s)</source>
      <translation>
        <numerusform>connected · %n tool</numerusform>
        <numerusform>connected · %n tools</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Library</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/library/library_model.py" line="114" />
      <source>{profile} · %n step(s) · tools: {tools}</source>
      <translation>
        <numerusform>{profile} · %n step · tools: {tools}</numerusform>
        <numerusform>{profile} · %n steps · tools: {tools}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>LibraryActions</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_report.py" line="36" />
      <source>%n could not be imported: see the details.</source>
      <translation>
        <numerusform>One could not be imported: see the details.</numerusform>
        <numerusform>%n could not be imported: see the details.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_report.py" line="34" />
      <source>%n recipe(s) imported.</source>
      <translation>
        <numerusform>One recipe imported.</numerusform>
        <numerusform>%n recipes imported.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_export.py" line="220" />
      <source>“{name}”: %n error(s), e.g. {first}</source>
      <translation>
        <numerusform>“{name}”: %n error, e.g. {first}</numerusform>
        <numerusform>“{name}”: %n errors, e.g. {first}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/main_window.py" line="207" />
      <source>Saved as a draft: %n error(s) remain.</source>
      <translation>
        <numerusform>Saved as a draft: %n error remains.</numerusform>
        <numerusform>Saved as a draft: %n errors remain.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ManifestPreview</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="42" />
      <source>confirm removed from %n step(s)</source>
      <translation>
        <numerusform>confirm removed from %n step</numerusform>
        <numerusform>confirm removed from %n steps</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="44" />
      <source>note_id dropped from %n step(s)</source>
      <translation>
        <numerusform>note_id dropped from %n step</numerusform>
        <numerusform>note_id dropped from %n steps</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Problems</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/problems_panel.py" line="323" />
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n error</numerusform>
        <numerusform>%n errors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/problems_panel.py" line="323" />
      <source>%n warning(s)</source>
      <translation>
        <numerusform>%n warning</numerusform>
        <numerusform>%n warnings</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Publish</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/publish.py" line="56" />
      <source>Fix the %n error(s) first, for example: {first}</source>
      <translation>
        <numerusform>Fix the error first: {first}</numerusform>
        <numerusform>Fix the %n errors first, for example: {first}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Recording</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/record_dialog.py" line="232" />
      <source>%n call(s) recorded.</source>
      <translation>
        <numerusform>%n call recorded.</numerusform>
        <numerusform>%n calls recorded.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recording_texts.py" line="160" />
      <source>The draft has %n step(s); nothing is saved until you save it.</source>
      <translation>
        <numerusform>The draft has %n step; nothing is saved until you save it.</numerusform>
        <numerusform>The draft has %n steps; nothing is saved until you save it.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="247" />
      <source>The host has %n past run(s).</source>
      <translation>
        <numerusform>The host has %n past run.</numerusform>
        <numerusform>The host has %n past runs.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recording_texts.py" line="166" />
      <source>“Confirm” was removed from %n step(s): a step cannot confirm itself.</source>
      <translation>
        <numerusform>“Confirm” was removed from %n step: a step cannot confirm itself.</numerusform>
        <numerusform>“Confirm” was removed from %n steps: a step cannot confirm itself.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RunController</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/launch.py" line="84" />
      <source>Each step of this recipe may now take up to %n minute(s).</source>
      <translation>
        <numerusform>Each step of this recipe may now take up to one minute.</numerusform>
        <numerusform>Each step of this recipe may now take up to %n minutes.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/launch.py" line="72" />
      <source>How many minutes may one step take in all? A tool that keeps reporting progress may work this long; one that gives no sign of life for %n second(s) is stopped sooner (Preferences).</source>
      <translation>
        <numerusform>How many minutes may one step take in all? A tool that keeps reporting progress may work this long; one that gives no sign of life for one second is stopped sooner (Preferences).</numerusform>
        <numerusform>How many minutes may one step take in all? A tool that keeps reporting progress may work this long; one that gives no sign of life for %n seconds is stopped sooner (Preferences).</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RunPanel</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="19" />
      <source>%n done</source>
      <translation>
        <numerusform>%n done</numerusform>
        <numerusform>%n done</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="46" />
      <source>%n field(s)</source>
      <translation>
        <numerusform>%n field</numerusform>
        <numerusform>%n fields</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="48" />
      <source>%n item(s)</source>
      <translation>
        <numerusform>%n item</numerusform>
        <numerusform>%n items</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="153" />
      <source>%n more not shown</source>
      <translation>
        <numerusform>%n more not shown</numerusform>
        <numerusform>%n more not shown</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="30" />
      <source>%n not sent (rehearsal)</source>
      <translation>
        <numerusform>%n not sent (rehearsal)</numerusform>
        <numerusform>%n not sent (rehearsal)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="25" />
      <source>%n optional skipped</source>
      <translation>
        <numerusform>%n optional step skipped</numerusform>
        <numerusform>%n optional steps skipped</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/content_items.py" line="51" />
      <source>%n part(s)</source>
      <translation>
        <numerusform>%n part</numerusform>
        <numerusform>%n parts</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="21" />
      <source>%n previewed — not executed</source>
      <translation>
        <numerusform>%n previewed — not executed</numerusform>
        <numerusform>%n previewed — not executed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="27" />
      <source>%n skipped (they used example values)</source>
      <translation>
        <numerusform>%n skipped (it used example values)</numerusform>
        <numerusform>%n skipped (they used example values)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="162" />
      <source>Technical details for whoever helps you (%n line(s)): open to read.</source>
      <translation>
        <numerusform>Technical details for whoever helps you (%n line): open to read.</numerusform>
        <numerusform>Technical details for whoever helps you (%n lines): open to read.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Session</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="81" />
      <source>Paste %n step(s)</source>
      <translation>
        <numerusform>Paste %n step</numerusform>
        <numerusform>Paste %n steps</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StepsTable</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/status_words.py" line="57" />
      <source>%n check(s) failed</source>
      <translation>
        <numerusform>One check failed</numerusform>
        <numerusform>%n checks failed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="332" />
      <source>%n problem(s): {list}</source>
      <translation>
        <numerusform>%n problem: {list}</numerusform>
        <numerusform>%n problems: {list}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ToolServer</name>
    <message numerus="yes">
      <location filename="tools.server_texts" line="0" />
      <source>%n byte(s)</source>
      <translation>
        <numerusform>%n byte</numerusform>
        <numerusform>%n bytes</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>UseElsewhere</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="114" />
      <source>%n recipe(s) will appear as tools: {names}.</source>
      <translation>
        <numerusform>%n recipe will appear as tools: {names}.</numerusform>
        <numerusform>%n recipes will appear as tools: {names}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="47" />
      <source>it has %n error(s): the Problems panel lists them</source>
      <translation>
        <numerusform>it has %n error: the Problems panel lists it</numerusform>
        <numerusform>it has %n errors: the Problems panel lists them</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Versions</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="153" />
      <source>%n parameter(s) changed</source>
      <translation>
        <numerusform>%n parameter changed</numerusform>
        <numerusform>%n parameters changed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="146" />
      <source>%n step(s) added</source>
      <translation>
        <numerusform>%n step added</numerusform>
        <numerusform>%n steps added</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="149" />
      <source>%n step(s) changed</source>
      <translation>
        <numerusform>%n step changed</numerusform>
        <numerusform>%n steps changed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="148" />
      <source>%n step(s) moved</source>
      <translation>
        <numerusform>%n step moved</numerusform>
        <numerusform>%n steps moved</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="147" />
      <source>%n step(s) removed</source>
      <translation>
        <numerusform>%n step removed</numerusform>
        <numerusform>%n steps removed</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>run messages</name>
    <message numerus="yes">
      <location filename="messages" line="checks_failed" />
      <source>%n check(s) failed</source>
      <translation>
        <numerusform>One check failed</numerusform>
        <numerusform>%n checks failed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="library_check_summary" />
      <source>%n recipe(s) failed</source>
      <translation>
        <numerusform>One recipe failed</numerusform>
        <numerusform>%n recipes failed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_not_run" />
      <source>%n step(s) did not run.</source>
      <translation>
        <numerusform>One step did not run.</numerusform>
        <numerusform>%n steps did not run.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="checks_passed" />
      <source>All %n check(s) passed</source>
      <translation>
        <numerusform>The check passed</numerusform>
        <numerusform>All %n checks passed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_summary_ok" />
      <source>Every step went through (%n step(s)).</source>
      <translation>
        <numerusform>The step went through.</numerusform>
        <numerusform>Every step went through (%n steps).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="rehearsal_acted" />
      <source>Rehearsal — but the tools of %n step(s) did not only preview ({steps}): something may have changed.</source>
      <translation>
        <numerusform>Rehearsal — but the tool of one step did not only preview (step {steps}): something may have changed.</numerusform>
        <numerusform>Rehearsal — but the tools of %n steps did not only preview (steps {steps}): something may have changed.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_check_failed" />
      <source>The recipe does not fit the server's tools (%n error(s)), so nothing was run. Fix the recipe, or choose the server it was made for.</source>
      <translation>
        <numerusform>The recipe does not fit the server's tools (one error), so nothing was run. Fix the recipe, or choose the server it was made for.</numerusform>
        <numerusform>The recipe does not fit the server's tools (%n errors), so nothing was run. Fix the recipe, or choose the server it was made for.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_declined" />
      <source>The run was not confirmed, so nothing was run (%n step(s) would change something).</source>
      <translation>
        <numerusform>The run was not confirmed, so nothing was run (one step would change something).</numerusform>
        <numerusform>The run was not confirmed, so nothing was run (%n steps would change something).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="connect_http_timeout" />
      <source>The server at {url} did not answer within %n second(s). Check that it is running, then try again.</source>
      <translation>
        <numerusform>The server at {url} did not answer within a second. Check that it is running, then try again.</numerusform>
        <numerusform>The server at {url} did not answer within %n seconds. Check that it is running, then try again.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="connect_timeout" />
      <source>The server did not answer within %n second(s) of being started. Check that the command starts an MCP server, then try again.</source>
      <translation>
        <numerusform>The server did not answer within a second of being started. Check that the command starts an MCP server, then try again.</numerusform>
        <numerusform>The server did not answer within %n seconds of being started. Check that the command starts an MCP server, then try again.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_timeout" />
      <source>The tool “{tool}” did not answer within %n second(s). The server may be busy or stuck; try again, or allow more time.</source>
      <translation>
        <numerusform>The tool “{tool}” did not answer within a second. The server may be busy or stuck; try again, or allow more time.</numerusform>
        <numerusform>The tool “{tool}” did not answer within %n seconds. The server may be busy or stuck; try again, or allow more time.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_silent" />
      <source>The tool “{tool}” gave no sign of life for %n second(s) (no answer, no progress), so it was stopped. The server may be stuck; try again, or allow more time.</source>
      <translation>
        <numerusform>The tool “{tool}” gave no sign of life for a second (no answer, no progress), so it was stopped. The server may be stuck; try again, or allow more time.</numerusform>
        <numerusform>The tool “{tool}” gave no sign of life for %n seconds (no answer, no progress), so it was stopped. The server may be stuck; try again, or allow more time.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_step_limit" />
      <source>The tool “{tool}” was still working when the step's time limit of %n second(s) ran out, so it was stopped. Allow the step more time in the recipe's run settings.</source>
      <translation>
        <numerusform>The tool “{tool}” was still working when the step's time limit of one second ran out, so it was stopped. Allow the step more time in the recipe's run settings.</numerusform>
        <numerusform>The tool “{tool}” was still working when the step's time limit of %n seconds ran out, so it was stopped. Allow the step more time in the recipe's run settings.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="confirm_head" />
      <source>This run has %n step(s) that can change something:</source>
      <translation>
        <numerusform>This run has one step that can change something:</numerusform>
        <numerusform>This run has %n steps that can change something:</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="rehearsal_fed" />
      <source>This step uses example values from %n earlier step(s): {steps}.</source>
      <translation>
        <numerusform>This step uses example values from one earlier step: {steps}.</numerusform>
        <numerusform>This step uses example values from %n earlier steps: {steps}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="check_too_few" />
      <source>it has %n item(s)</source>
      <translation>
        <numerusform>it has one item</numerusform>
        <numerusform>it has %n items</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="check_min_items" />
      <source>{path} has at least %n item(s)</source>
      <translation>
        <numerusform>{path} has at least one item</numerusform>
        <numerusform>{path} has at least %n items</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="serve_cannot_confirm" />
      <source>“{name}” has %n step(s) that change something, and this app cannot ask you to confirm them (it does not support MCP elicitation), so nothing was run. Run it in Recipe Studio instead, or start the server with “recipe-studio serve --allow-changes” to let apps run such recipes without asking.</source>
      <translation>
        <numerusform>“{name}” has a step that changes something, and this app cannot ask you to confirm it (it does not support MCP elicitation), so nothing was run. Run it in Recipe Studio instead, or start the server with “recipe-studio serve --allow-changes” to let apps run such recipes without asking.</numerusform>
        <numerusform>“{name}” has %n steps that change something, and this app cannot ask you to confirm them (it does not support MCP elicitation), so nothing was run. Run it in Recipe Studio instead, or start the server with “recipe-studio serve --allow-changes” to let apps run such recipes without asking.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="ref_short_list" />
      <source>“{where}” has only %n item(s), so there is no item number {wanted}.</source>
      <translation>
        <numerusform>“{where}” has only one item, so there is no item number {wanted}.</numerusform>
        <numerusform>“{where}” has only %n items, so there is no item number {wanted}.</numerusform>
      </translation>
    </message>
  </context>
</TS>
