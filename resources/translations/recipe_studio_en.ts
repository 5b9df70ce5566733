<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>RunPanel</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/panel.py" line="375" />
      <source>%n done</source>
      <translation>
        <numerusform>%n done</numerusform>
        <numerusform>%n done</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/panel.py" line="379" />
      <source>%n optional skipped</source>
      <translation>
        <numerusform>%n optional step skipped</numerusform>
        <numerusform>%n optional steps skipped</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/panel.py" line="377" />
      <source>%n previewed — not executed</source>
      <translation>
        <numerusform>%n previewed — not executed</numerusform>
        <numerusform>%n previewed — not executed</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Session</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/session.py" line="246" />
      <source>Paste %n step(s)</source>
      <translation>
        <numerusform>Paste %n step</numerusform>
        <numerusform>Paste %n steps</numerusform>
      </translation>
    </message>
  </context>
</TS>
