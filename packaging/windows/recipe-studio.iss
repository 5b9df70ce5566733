; Inno Setup 6 script (6.3 or newer): the Recipe Studio installer for Windows.
;
; Build the app first, on Windows, then the installer:
;   python packaging\build.py --target windows --installer
; or by hand, from the repository's folder:
;   iscc /DAppVersion=0.1.0 packaging\windows\recipe-studio.iss
; Relative paths in this script (Source:, OutputDir, SetupIconFile, and so the defaults
; of BundleDir and OutputDir below) are relative to THIS file's folder, packaging\windows
; (Inno Setup's SourceDir), not to the folder iscc runs in. To point elsewhere pass
; absolute paths, as build.py does:
;   iscc /DAppVersion=0.1.0 "/DBundleDir=C:\src\recipe-studio\dist\Recipe Studio"
;        "/DOutputDir=C:\src\recipe-studio\dist" packaging\windows\recipe-studio.iss
; /DSigned (with iscc's /Srecipestudio=... sign tool, see build.py) signs the setup and
; its uninstaller with Authenticode.
;
; It installs per user by default (no administrator needed; the setup offers "all
; users" too), adds a Start menu entry, and registers the recipe file type:
;   * the ProgID RecipeStudio.Recipe ("Recipe Studio recipe", the app's icon), opened
;     with  "Recipe Studio.exe" gui "<file>";
;   * Windows chooses a file's app by its LAST extension, so a .recipe.json file is a
;     .json file to Explorer: the setup adds Recipe Studio to the "Open with" list of
;     .json files (OpenWithProgids) and never takes over the .json default. Which app
;     opens .json files is the user's choice (Windows keeps it as a UserChoice that
;     programs cannot set): "Open with > Recipe Studio > Always". So uninstalling only
;     removes what the setup added and the user's previous default is never lost.
; Uninstalling removes all of these keys.

#if Ver < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed (this script uses ; Qt 6 runs on Windows 10 1809 (build 17763) or newer, 64-bit only.
MinVersion=10.0.17763
ArchitecturesAllowed=x64compatible): get it from jrsoftware.org
#endif
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\Recipe Studio"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#define AppName "Recipe Studio"
#define AppExe "Recipe Studio.exe"
#define ProgId "RecipeStudio.Recipe"

[Setup]
AppId={{F4C06D12-9CF0-48D0-9989-62F5F2F86E20}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Recipe Studio contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Qt 6 runs on Windows 10 1809 (build 17763) or newer, 64-bit only.
MinVersion=10.0.17763
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=Recipe-Studio-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\recipe-studio.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
VersionInfoVersion={#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
#ifdef Signed
SignTool=recipestudio
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The recipe document type.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Recipe Studio recipe"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" gui ""%1"""
; "Open with" for .json (Explorer's view of .recipe.json), and the app's own entry.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: none; ValueName: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" gui ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
