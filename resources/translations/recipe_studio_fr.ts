<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>About</name>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="186" />
      <source>About Recipe Studio</source>
      <translation>À propos de Recipe Studio</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="174" />
      <source>Build, check, test and publish LMCP recipes without programming.</source>
      <translation>Créez, vérifiez, testez et publiez des recettes LMCP sans programmer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="176" />
      <source>Recipe Studio is MIT-licensed. Bundled libraries and their licenses:</source>
      <translation>Recipe Studio est distribué sous licence MIT. Bibliothèques incluses et leurs licences :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="166" />
      <source>The full license texts are in {folder}.</source>
      <translation>Le texte complet des licences se trouve dans {folder}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="59" />
      <source>see its license file</source>
      <translation>voir son fichier de licence</translation>
    </message>
  </context>
  <context>
    <name>ArgumentForm</name>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="206" />
      <source>(not set)</source>
      <translation>(non renseigné)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="300" />
      <source>Add argument</source>
      <translation>Ajouter un argument</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/array_editor.py" line="44" />
      <source>Add item</source>
      <translation>Ajouter un élément</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="110" />
      <source>Argument {name}</source>
      <translation>Argument {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="18" />
      <location filename="recipe_studio/gui/fields/facts_source.py" line="24" />
      <source>As the built-in tools expect; the platform may differ.</source>
      <translation>Comme l’attendent les outils intégrés ; la plateforme peut différer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="21" />
      <source>As “{connection}” expected when last reached; the platform may differ.</source>
      <translation>Comme l’attendait « {connection} » lors de la dernière connexion ; la plateforme peut différer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="20" />
      <source>As “{connection}” expects; the platform may differ.</source>
      <translation>Comme l’attend « {connection} » ; la plateforme peut différer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="240" />
      <source>Click the marked value to choose what it should read instead.</source>
      <translation>Cliquez sur la valeur signalée pour choisir ce qu’elle doit lire à la place.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/token_chip.py" line="50" />
      <location filename="recipe_studio/gui/inspector/token_chip.py" line="37" />
      <source>Filled in when the recipe runs. Click for choices.</source>
      <translation>Rempli quand la recette s’exécute. Cliquez pour voir les choix.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="183" />
      <source>Insert a parameter</source>
      <translation>Insérer un paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="185" />
      <source>Insert the result of an earlier step</source>
      <translation>Insérer le résultat d’une étape précédente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="80" />
      <source>Item {n}</source>
      <translation>Élément {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="298" />
      <source>New argument name</source>
      <translation>Nom du nouvel argument</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="266" />
      <source>No</source>
      <translation>Non</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="26" />
      <source>No list of this tool's arguments is known: add the ones it needs.</source>
      <translation>Aucune liste des arguments de cet outil n’est connue : ajoutez ceux dont il a besoin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="187" />
      <source>Remove this argument</source>
      <translation>Retirer cet argument</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/token_edit.py" line="199" />
      <source>Remove this value</source>
      <translation>Retirer cette valeur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="85" />
      <source>Required</source>
      <translation>Obligatoire</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form_context.py" line="45" />
      <source>Set to yes, this step runs without showing its preview first (this platform revision keeps it). The run still asks once before it starts.</source>
      <translation>Sur « Oui », cette étape s’exécute sans montrer d’abord son aperçu (cette version de la plateforme le permet). L’exécution demande quand même une fois avant de commencer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="290" />
      <source>The catalog lists no arguments for this tool.</source>
      <translation>Le catalogue n’indique aucun argument pour cet outil.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="25" />
      <source>The names the platform's public notes give; there may be more.</source>
      <translation>Les noms que donnent les notes publiques de la plateforme ; il peut y en avoir d’autres.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="152" />
      <source>Type a value instead</source>
      <translation>Saisir une valeur à la place</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="175" />
      <source>Use another parameter here…</source>
      <translation>Utiliser un autre paramètre ici…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="153" />
      <source>Use another parameter…</source>
      <translation>Utiliser un autre paramètre…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="177" />
      <source>Use another step's result here…</source>
      <translation>Utiliser ici le résultat d’une autre étape…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="154" />
      <source>Use another step's result…</source>
      <translation>Utiliser le résultat d’une autre étape…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/token_chip.py" line="46" />
      <source>Value filled in at run time: {token}</source>
      <translation>Valeur remplie à l’exécution : {token}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="266" />
      <source>Yes</source>
      <translation>Oui</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/token_edit.py" line="259" />
      <location filename="recipe_studio/gui/fields/value_editors.py" line="182" />
      <source>a value, or JSON such as [1, 2] or {"a": 1}</source>
      <translation>une valeur, ou du JSON comme [1, 2] ou {"a": 1}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="297" />
      <source>new argument name</source>
      <translation>nom du nouvel argument</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="120" />
      <location filename="recipe_studio/gui/fields/value_editors.py" line="169" />
      <source>not set</source>
      <translation>non renseigné</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="259" />
      <source>not set (at least {low})</source>
      <translation>non renseigné (au moins {low})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="261" />
      <source>not set (at most {high})</source>
      <translation>non renseigné (au plus {high})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="257" />
      <source>not set ({low} to {high})</source>
      <translation>non renseigné (de {low} à {high})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/token_chip.py" line="48" />
      <source>{token}: points at nothing any more</source>
      <translation>{token} : ne désigne plus rien</translation>
    </message>
  </context>
  <context>
    <name>CatalogChoice</name>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="149" />
      <source>A catalog file…</source>
      <translation>Un fichier de catalogue…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="176" />
      <source>Catalog not loaded</source>
      <translation>Catalogue non chargé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="169" />
      <source>Catalogs (*.json)</source>
      <translation>Catalogues (*.json)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="169" />
      <source>Load catalog</source>
      <translation>Charger un catalogue</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="139" />
      <source>The built-in tools</source>
      <translation>Les outils intégrés</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="137" />
      <source>The platform's own list of tools</source>
      <translation>La liste d’outils de la plateforme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="146" />
      <source>The tools of “{name}”</source>
      <translation>Les outils de « {name} »</translation>
    </message>
  </context>
  <context>
    <name>Catalogs</name>
    <message>
      <location filename="recipe_studio/gui/words.py" line="105" />
      <source>Custom-tool host (public snapshot)</source>
      <translation>Hôte d’outils personnalisés (aperçu public)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="102" />
      <source>LMCP for Windows (public snapshot)</source>
      <translation>LMCP pour Windows (aperçu public)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="99" />
      <source>LMCP for macOS (public snapshot)</source>
      <translation>LMCP pour macOS (aperçu public)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="108" />
      <source>Recipe Studio built-in tools</source>
      <translation>Outils intégrés de Recipe Studio</translation>
    </message>
  </context>
  <context>
    <name>ChecksSection</name>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="212" />
      <source>Add a check</source>
      <translation>Ajouter une vérification</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="101" />
      <source>Add check…</source>
      <translation>Ajouter une vérification…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="226" />
      <source>Check that</source>
      <translation>Vérifier que</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="111" />
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="99" />
      <source>Checks</source>
      <translation>Vérifications</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="119" />
      <source>No checks yet. Add one, or right-click a value in a result.</source>
      <translation>Aucune vérification. Ajoutez-en une, ou faites un clic droit sur une valeur d'un résultat.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="104" />
      <source>Remove</source>
      <translation>Retirer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="198" />
      <source>Remove check</source>
      <translation>Retirer la vérification</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="105" />
      <source>Remove the selected check</source>
      <translation>Retirer la vérification choisie</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="102" />
      <source>Say what this step's result should be; every run checks it</source>
      <translation>Dites ce que doit être le résultat de cette étape ; chaque exécution le vérifie</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="228" />
      <source>Value</source>
      <translation>Valeur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="219" />
      <source>Where in the result, e.g. notes › first › name</source>
      <translation>Où dans le résultat, par exemple notes › premier › name</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="225" />
      <source>a text, a number, true or false</source>
      <translation>un texte, un nombre, true ou false</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="64" />
      <source>contains</source>
      <translation>contient</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="63" />
      <source>equals</source>
      <translation>est égal à</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="66" />
      <source>has at least N items</source>
      <translation>a au moins N éléments</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="65" />
      <source>is at least</source>
      <translation>vaut au moins</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="62" />
      <source>is present</source>
      <translation>est présent</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="67" />
      <source>the step succeeds</source>
      <translation>l'étape réussit</translation>
    </message>
  </context>
  <context>
    <name>Connections</name>
    <message>
      <location filename="recipe_studio/gui/run/app_servers.py" line="44" />
      <source>Added from {app}: {names}.</source>
      <translation>Ajoutés depuis {app} : {names}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/app_servers.py" line="49" />
      <source>Connections</source>
      <translation>Connexions</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/app_servers.py" line="48" />
      <source>Every server of {app} is a connection already.</source>
      <translation>Chaque serveur de {app} est déjà une connexion.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="77" />
      <source>Give the connection a name of its own.</source>
      <translation>Donnez à la connexion un nom qui lui soit propre.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/app_servers.py" line="32" />
      <source>The settings of {app} could not be read ({file}).</source>
      <translation>Les réglages de {app} n’ont pas pu être lus ({file}).</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/app_servers.py" line="28" />
      <source>Use the servers of {app} (%n)</source>
      <translation>
        <numerusform>Utiliser le serveur de {app} (%n)</numerusform>
        <numerusform>Utiliser les serveurs de {app} (%n)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="88" />
      <location filename="recipe_studio/gui/words.py" line="111" />
      <source>built-in tools</source>
      <translation>outils intégrés</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/connections.py" line="127" />
      <source>connected · %n tool(s)</source>
      <translation>
        <numerusform>connectée · %n outil</numerusform>
        <numerusform>connectée · %n outils</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="130" />
      <source>failed: {error}</source>
      <translation>échec : {error}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="129" />
      <location filename="recipe_studio/gui/run/connections.py" line="144" />
      <source>not started</source>
      <translation>non démarrée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="126" />
      <source>starting…</source>
      <translation>démarrage…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="128" />
      <source>stopped</source>
      <translation>arrêtée</translation>
    </message>
  </context>
  <context>
    <name>Editor</name>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="135" />
      <source>&amp;Description</source>
      <translation>&amp;Description</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="128" />
      <source>&amp;Name</source>
      <translation>&amp;Nom</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="128" />
      <source>&amp;Target</source>
      <translation>&amp;Cible</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="160" />
      <source>+ Parameter</source>
      <translation>+ Paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="149" />
      <source>+ Step</source>
      <translation>+ Étape</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="151" />
      <source>+ Wait</source>
      <translation>+ Attente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="101" />
      <source>A short name, e.g. Morning brief</source>
      <translation>Un nom court, par exemple Point du matin</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="124" />
      <source>Active tool catalog</source>
      <translation>Catalogue d’outils actif</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="149" />
      <source>Add a tool step</source>
      <translation>Ajouter une étape qui appelle un outil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="151" />
      <source>Add a wait step</source>
      <translation>Ajouter une étape d’attente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="160" />
      <source>Add parameter</source>
      <translation>Ajouter un paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="118" />
      <source>Catalog…</source>
      <translation>Catalogue…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="218" />
      <source>Checked against: {name}</source>
      <translation>Catalogue de vérification : {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="119" />
      <source>Choose the tool catalog</source>
      <translation>Choisir le catalogue d’outils</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="155" />
      <source>Delete</source>
      <translation>Supprimer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="155" />
      <source>Delete the selected steps</source>
      <translation>Supprimer les étapes sélectionnées</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="153" />
      <source>Duplicate</source>
      <translation>Dupliquer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="153" />
      <source>Duplicate the selected steps</source>
      <translation>Dupliquer les étapes sélectionnées</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="166" />
      <source>Move parameter down</source>
      <translation>Descendre le paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="164" />
      <source>Move parameter up</source>
      <translation>Monter le paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="159" />
      <source>Move the selected steps down (Alt+Down)</source>
      <translation>Descendre les étapes sélectionnées (Alt+Bas)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="157" />
      <source>Move the selected steps up (Alt+Up)</source>
      <translation>Monter les étapes sélectionnées (Alt+Haut)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="124" />
      <source>Parameters</source>
      <translation>Paramètres</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="187" />
      <source>Parameters ({n})</source>
      <translation>Paramètres ({n})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="104" />
      <source>Recipe description</source>
      <translation>Description de la recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="100" />
      <source>Recipe name</source>
      <translation>Nom de la recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="162" />
      <source>Remove</source>
      <translation>Retirer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="162" />
      <source>Remove parameter</source>
      <translation>Retirer le paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="155" />
      <source>Show or hide the parameters</source>
      <translation>Afficher ou masquer les paramètres</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="176" />
      <source>Steps</source>
      <translation>Étapes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="180" />
      <source>Steps run in order; drag rows to reorder them.</source>
      <translation>Les étapes s’exécutent dans l’ordre ; faites glisser les lignes pour les réordonner.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="112" />
      <source>Target platform</source>
      <translation>Plateforme cible</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="178" />
      <source>The recipe's steps in order. Alt+Up and Alt+Down move the selected steps.</source>
      <translation>Les étapes de la recette, dans l’ordre. Alt+Haut et Alt+Bas déplacent les étapes sélectionnées.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="156" />
      <source>Values the recipe asks for each time it runs</source>
      <translation>Valeurs demandées à chaque lancement de la recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="105" />
      <source>What does this recipe do?</source>
      <translation>Que fait cette recette ?</translation>
    </message>
  </context>
  <context>
    <name>Examples</name>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source># Files in ${steps[1].result.path}

${steps[1].result.count} entries:

${steps[1].result.entries}
</source>
      <translation># Fichiers de ${steps[1].result.path}

${steps[1].result.count} éléments :

${steps[1].result.entries}
</translation>
    </message>
    <message>
      <location filename="resources/examples/time-check.recipe.json" line="0" />
      <source>${steps[0].result.date}: ${steps[1].result.result} s</source>
      <translation>${steps[0].result.date} : ${steps[1].result.result} s</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>${steps[1].result.count} note(s) mention “${query}”:

${steps[1].result.matches}</source>
      <translation>${steps[1].result.count} note(s) mentionnent « ${query} » :

${steps[1].result.matches}</translation>
    </message>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source>File report</source>
      <translation>Rapport de fichiers</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Finds the notes that mention a word and lists them in a new note.</source>
      <translation>Trouve les notes qui mentionnent un mot et les liste dans une nouvelle note.</translation>
    </message>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source>Folder</source>
      <translation>Dossier</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Good morning! It is ${steps[0].result.weekday_name} ${steps[0].result.date}, ${steps[0].result.time} (${steps[0].result.timezone}).

You have ${steps[1].result.count} notes.</source>
      <translation>Bonjour ! Nous sommes le ${steps[0].result.date} (${steps[0].result.weekday_name}), il est ${steps[0].result.time} (${steps[0].result.timezone}).

Vous avez ${steps[1].result.count} notes.</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>How many notes the round-up lists at most.</source>
      <translation>Combien de notes le récapitulatif liste au plus.</translation>
    </message>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source>Lists a folder of your workspace and writes the list to a report file.</source>
      <translation>Liste un sous-dossier de votre dossier de travail et écrit la liste dans un fichier de rapport.</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Morning brief</source>
      <translation>Point du matin</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Morning brief ${steps[0].result.date}</source>
      <translation>Point du matin ${steps[0].result.date}</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Most notes listed</source>
      <translation>Nombre maximal de notes</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Notes round-up</source>
      <translation>Récapitulatif des notes</translation>
    </message>
    <message>
      <location filename="resources/examples/time-check.recipe.json" line="0" />
      <location filename="resources/examples/time-check.recipe.json" line="0" />
      <source>Reads the clock and works out how many seconds a day has (read-only).</source>
      <translation>Lit l’horloge et calcule combien de secondes compte une journée (lecture seule).</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Round-up: ${query} (${steps[0].result.date})</source>
      <translation>Récapitulatif : ${query} (${steps[0].result.date})</translation>
    </message>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source>The folder of your workspace to list (. is the workspace itself).</source>
      <translation>Le dossier à lister dans votre dossier de travail (. est le dossier de travail lui-même).</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>The notes that mention it are listed.</source>
      <translation>Les notes qui le mentionnent sont listées.</translation>
    </message>
    <message>
      <location filename="resources/examples/time-check.recipe.json" line="0" />
      <source>Time check</source>
      <translation>Vérification de l’heure</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Time zone</source>
      <translation>Fuseau horaire</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Today's date and time, how many notes you have, saved as a note.</source>
      <translation>La date et l’heure du jour et le nombre de vos notes, enregistrés dans une note.</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Where the date and time are read, as a region like Europe/Paris.</source>
      <translation>Où lire la date et l’heure : une région comme Europe/Paris.</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Word to look for</source>
      <translation>Mot à chercher</translation>
    </message>
  </context>
  <context>
    <name>Library</name>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="188" />
      <source>Duplicate</source>
      <translation>Dupliquer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="207" />
      <source>Export…</source>
      <translation>Exporter…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="162" />
      <source>Import recipes</source>
      <translation>Importer des recettes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="161" />
      <source>Import…</source>
      <translation>Importer…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="165" />
      <source>More</source>
      <translation>Plus</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="165" />
      <source>More actions on the selected recipe</source>
      <translation>Autres actions sur la recette sélectionnée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="200" />
      <source>Move to the trash</source>
      <translation>Placer dans la corbeille</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="158" />
      <source>New</source>
      <translation>Nouvelle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="158" />
      <source>New recipe</source>
      <translation>Nouvelle recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="77" />
      <source>Recipe library</source>
      <translation>Bibliothèque de recettes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="95" />
      <location filename="recipe_studio/gui/library/library_panel.py" line="80" />
      <source>Recipes</source>
      <translation>Recettes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="194" />
      <source>Rename…</source>
      <translation>Renommer…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="83" />
      <source>Search name, description, tools</source>
      <translation>Rechercher par nom, description, outils</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="84" />
      <source>Search recipes</source>
      <translation>Rechercher des recettes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="211" />
      <source>Show the trash…</source>
      <translation>Afficher la corbeille…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_model.py" line="110" />
      <source>This file cannot be read as a recipe; it is left untouched.
{reason}</source>
      <translation>Ce fichier ne peut pas être lu comme une recette ; il est laissé tel quel.
{reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="135" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="137" />
      <source>Undo delete</source>
      <translation>Annuler la suppression</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_model.py" line="60" />
      <source>cannot be opened</source>
      <translation>impossible à ouvrir</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_model.py" line="63" />
      <source>draft</source>
      <translation>brouillon</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_model.py" line="65" />
      <source>unsaved changes</source>
      <translation>modifications non enregistrées</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/library/library_model.py" line="114" />
      <source>{profile} · %n step(s) · tools: {tools}</source>
      <translation>
        <numerusform>{profile} · %n étape · outils : {tools}</numerusform>
        <numerusform>{profile} · %n étapes · outils : {tools}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Library errors</name>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="123" />
      <source>Nothing was imported</source>
      <translation>Rien n'a été importé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="124" />
      <source>The library was not changed</source>
      <translation>La bibliothèque n'a pas été modifiée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="119" />
      <source>The recipe was not moved to the trash</source>
      <translation>La recette n'a pas été mise à la corbeille</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="118" />
      <source>The recipe was not renamed</source>
      <translation>La recette n'a pas été renommée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="120" />
      <source>The recipe was not restored</source>
      <translation>La recette n'a pas été restaurée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="117" />
      <source>The recipe was not saved</source>
      <translation>La recette n'a pas été enregistrée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="122" />
      <source>The trash was not emptied</source>
      <translation>La corbeille n'a pas été vidée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="121" />
      <source>The version was not restored</source>
      <translation>La version n'a pas été restaurée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="126" />
      <source>because the disk is full: free some space, then try again.</source>
      <translation>car le disque est plein : libérez de la place, puis réessayez.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="128" />
      <source>because the disk is read-only: make it writable, or use a library on another disk.</source>
      <translation>car le disque est en lecture seule : rendez-le accessible en écriture, ou utilisez une bibliothèque sur un autre disque.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="134" />
      <source>because the disk reported a read or write error: check the disk, then try again.</source>
      <translation>car le disque a signalé une erreur de lecture ou d'écriture : vérifiez le disque, puis réessayez.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="131" />
      <source>because the library folder may not be written to: check its permissions, then try again.</source>
      <translation>car il n'est pas permis d'écrire dans le dossier de la bibliothèque : vérifiez ses autorisations, puis réessayez.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="127" />
      <source>because your disk quota is used up: free some space, then try again.</source>
      <translation>car votre quota de disque est épuisé : libérez de la place, puis réessayez.</translation>
    </message>
  </context>
  <context>
    <name>LibraryActions</name>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="144" />
      <source> (draft: has errors)</source>
      <translation> (brouillon : contient des erreurs)</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_report.py" line="36" />
      <source>%n could not be imported: see the details.</source>
      <translation>
        <numerusform>%n n'a pas pu être importée : voyez les détails.</numerusform>
        <numerusform>%n n'ont pas pu être importées : voyez les détails.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_report.py" line="34" />
      <source>%n recipe(s) imported.</source>
      <translation>
        <numerusform>%n recette importée.</numerusform>
        <numerusform>%n recettes importées.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="165" />
      <source>(draft)</source>
      <translation>(brouillon)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="71" />
      <source>Add to recipe</source>
      <translation>Ajouter à la recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="57" />
      <source>All files</source>
      <translation>Tous les fichiers</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_job.py" line="47" />
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="174" />
      <source>Cannot export yet</source>
      <translation>Exportation impossible pour l’instant</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="70" />
      <source>Cannot open</source>
      <translation>Ouverture impossible</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="51" />
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="133" />
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="57" />
      <source>Convert to {target}</source>
      <translation>Convertir vers {target}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="38" />
      <source>Convert to…</source>
      <translation>Convertir vers…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="49" />
      <source>Converting to {target} loses:
{losses}

Convert anyway? (Undo brings them back.)</source>
      <translation>La conversion vers {target} fera perdre :
{losses}

Convertir quand même ? (Vous pourrez tout récupérer avec Annuler.)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="106" />
      <source>Delete everything in the trash for good? This cannot be undone.</source>
      <translation>Supprimer définitivement tout le contenu de la corbeille ? Cette action est irréversible.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="120" />
      <source>Differences as JSON</source>
      <translation>Différences en JSON</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="105" />
      <source>Empty trash</source>
      <translation>Vider la corbeille</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="50" />
      <source>Empty trash…</source>
      <translation>Vider la corbeille…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="180" />
      <location filename="recipe_studio/gui/sharing/import_export.py" line="204" />
      <location filename="recipe_studio/gui/sharing/import_export.py" line="167" />
      <source>Export</source>
      <translation>Exporter</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="195" />
      <source>Exported to {path}</source>
      <translation>Exportation terminée : {path}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="175" />
      <source>Fix these errors before exporting:
</source>
      <translation>Corrigez ces erreurs avant d’exporter :
</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_job.py" line="48" />
      <location filename="recipe_studio/gui/sharing/import_report.py" line="39" />
      <location filename="recipe_studio/gui/sharing/import_report.py" line="25" />
      <source>Import</source>
      <translation>Importer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="55" />
      <source>Import recipes</source>
      <translation>Importer des recettes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="229" />
      <source>Imported as “{name}”: a recipe of that name was already there.</source>
      <translation>Importée sous le nom « {name} » : une recette portait déjà ce nom.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="231" />
      <source>Imported “{name}”.</source>
      <translation>« {name} » importée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_job.py" line="57" />
      <source>Importing file {n} of {count}: recipe {done} of {total}…</source>
      <translation>Importation du fichier {n} sur {count} : recette {done} sur {total}…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_job.py" line="47" />
      <source>Importing recipes…</source>
      <translation>Importation des recettes…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="233" />
      <source>It has errors, so it is kept as a draft: see Problems.</source>
      <translation>Elle contient des erreurs, elle est donc gardée comme brouillon : voir Problèmes.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="76" />
      <source>New name:</source>
      <translation>Nouveau nom :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="250" />
      <source>No differences.</source>
      <translation>Aucune différence.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="172" />
      <source>No earlier versions yet: one is kept each time you save over a recipe.</source>
      <translation>Aucune version précédente pour l’instant : une version est conservée chaque fois que vous enregistrez une recette existante.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="101" />
      <source>Not deleted</source>
      <translation>Échec de la suppression</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="66" />
      <source>Not duplicated</source>
      <translation>Échec de la duplication</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="114" />
      <source>Not emptied</source>
      <translation>Non vidée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="193" />
      <source>Not exported</source>
      <translation>Échec de l’exportation</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="87" />
      <source>Not renamed</source>
      <translation>Échec du renommage</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="116" />
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="92" />
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="274" />
      <source>Not restored</source>
      <translation>Échec de la restauration</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_report.py" line="22" />
      <source>Nothing imported.</source>
      <translation>Aucune recette importée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="207" />
      <source>Nothing to compare yet.</source>
      <translation>Rien à comparer pour l’instant.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="57" />
      <location filename="recipe_studio/gui/sharing/import_export.py" line="182" />
      <source>Recipe files</source>
      <translation>Fichiers de recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="46" />
      <source>Recipes in the trash</source>
      <translation>Recettes dans la corbeille</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="76" />
      <source>Rename recipe</source>
      <translation>Renommer la recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="49" />
      <source>Restore</source>
      <translation>Restaurer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="131" />
      <source>Restore this version</source>
      <translation>Restaurer cette version</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="282" />
      <source>Restore version {n}</source>
      <translation>Restaurer la version {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="216" />
      <source>Restoring version {n} brings back:</source>
      <translation>Restaurer la version {n} rétablit :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="265" />
      <source>Save or undo your changes to this recipe first.</source>
      <translation>Enregistrez ou annulez d’abord vos modifications de cette recette.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="298" />
      <source>Save the recipe first: versions are kept on each save.</source>
      <translation>Enregistrez d’abord la recette : une version est conservée à chaque enregistrement.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="99" />
      <source>Saved versions</source>
      <translation>Versions enregistrées</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="97" />
      <source>Saved versions, newest first:</source>
      <translation>Versions enregistrées, la plus récente d’abord :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="167" />
      <source>Select one or more recipes to export.</source>
      <translation>Sélectionnez une ou plusieurs recettes à exporter.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="128" />
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="255" />
      <source>Show the JSON differences</source>
      <translation>Voir les différences JSON</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="255" />
      <source>Show the changes in words</source>
      <translation>Voir les changements en mots</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="48" />
      <source>Some things cannot be carried over</source>
      <translation>Certains éléments ne peuvent pas être repris</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="38" />
      <source>Target platform:</source>
      <translation>Plateforme cible :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_report.py" line="24" />
      <location filename="recipe_studio/gui/sharing/import_report.py" line="38" />
      <source>The import was cancelled.</source>
      <translation>L'importation a été annulée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="231" />
      <source>The name stays “{current}”: this version was called “{old}”, but restoring does not rename the recipe (other apps and the run history know it by its name). Use Rename… for that.</source>
      <translation>Le nom reste « {current} » : cette version s’appelait « {old} », mais la restauration ne renomme pas la recette (les autres applications et l’historique des exécutions la connaissent sous son nom). Utilisez Renommer… pour cela.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="179" />
      <source>The oldest version kept.</source>
      <translation>La plus ancienne version conservée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="93" />
      <source>The recipe could not be restored.</source>
      <translation>La recette n’a pas pu être restaurée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="72" />
      <source>The trash is empty.</source>
      <translation>La corbeille est vide.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="275" />
      <source>The version could not be restored.</source>
      <translation>La version n’a pas pu être restaurée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="177" />
      <source>This version cannot be read.</source>
      <translation>Cette version est illisible.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="67" />
      <source>Tools — {catalog}</source>
      <translation>Outils — {catalog}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="42" />
      <source>Trash</source>
      <translation>Corbeille</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="121" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="265" />
      <source>Unsaved changes</source>
      <translation>Modifications non enregistrées</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="211" />
      <source>Version {n} cannot be read, so it cannot be restored.</source>
      <translation>La version {n} est illisible : elle ne peut pas être restaurée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="219" />
      <source>Version {n} is the same as the current recipe: there is nothing to restore.</source>
      <translation>La version {n} est identique à la recette actuelle : il n’y a rien à restaurer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="163" />
      <source>Version {n} · {when}</source>
      <translation>Version {n} · {when}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="297" />
      <source>Versions</source>
      <translation>Versions</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="79" />
      <source>Versions of “{name}”</source>
      <translation>Versions de « {name} »</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="114" />
      <source>What restoring changes</source>
      <translation>Ce que la restauration change</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="146" />
      <source>added</source>
      <translation>ajoutée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="147" />
      <source>added under a new name</source>
      <translation>ajoutée sous un nouveau nom</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="150" />
      <source>already in the library</source>
      <translation>déjà dans la bibliothèque</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="246" />
      <source>current</source>
      <translation>actuelle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="162" />
      <source>date unknown</source>
      <translation>date inconnue</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="245" />
      <source>it cannot be read (check its permissions).</source>
      <translation>il ne peut pas être lu (vérifiez ses autorisations).</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="243" />
      <source>it is a device, not a file.</source>
      <translation>c'est un périphérique, pas un fichier.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="241" />
      <source>it is a folder, not a file.</source>
      <translation>c'est un dossier, pas un fichier.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="242" />
      <source>it is a pipe (FIFO), not a file.</source>
      <translation>c'est un tube (FIFO), pas un fichier.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="246" />
      <source>it is larger than 64 MB, far too large to be a recipe.</source>
      <translation>il dépasse 64 Mo, bien trop pour être une recette.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="244" />
      <source>it is not a regular file.</source>
      <translation>ce n'est pas un fichier ordinaire.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="148" />
      <source>replaced the existing one</source>
      <translation>a remplacé la recette existante</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="149" />
      <source>skipped (name taken)</source>
      <translation>ignorée (nom déjà pris)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="240" />
      <source>there is no such file (it was moved or deleted).</source>
      <translation>ce fichier n'existe pas (il a été déplacé ou supprimé).</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="247" />
      <source>version {n}</source>
      <translation>version {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="66" />
      <source>{name} — deleted {when}</source>
      <translation>{name} — supprimée {when}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="114" />
      <source>{path}: cancelled, nothing of it was imported</source>
      <translation>{path} : annulé, rien n'en a été importé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="67" />
      <source>“{file}” cannot be opened: {reason}</source>
      <translation>Impossible d’ouvrir « {file} » : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="205" />
      <source>“{name}” already exists. Do you want to replace it?</source>
      <translation>« {name} » existe déjà. Voulez-vous le remplacer ?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="227" />
      <source>“{name}” is already in the library, just as in the file.</source>
      <translation>« {name} » est déjà dans la bibliothèque, telle qu’elle est dans le fichier.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="121" />
      <source>“{name}” was moved to the trash.</source>
      <translation>« {name} » est maintenant dans la corbeille.</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_export.py" line="220" />
      <source>“{name}”: %n error(s), e.g. {first}</source>
      <translation>
        <numerusform>« {name} » : %n erreur, par exemple : {first}</numerusform>
        <numerusform>« {name} » : %n erreurs, par exemple : {first}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="recipe_studio/gui/window/undo_menu.py" line="43" />
      <location filename="recipe_studio/gui/window/undo_menu.py" line="40" />
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/undo_menu.py" line="42" />
      <location filename="recipe_studio/gui/window/undo_menu.py" line="40" />
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/main_window.py" line="351" />
      <source>A run is in progress</source>
      <translation>Une exécution est en cours</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/opening.py" line="74" />
      <source>Cannot open</source>
      <translation>Ouverture impossible</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/session_view.py" line="57" />
      <location filename="recipe_studio/gui/editor/session_view.py" line="58" />
      <source>Edit</source>
      <translation>Édition</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_parts.py" line="123" />
      <source>Getting ready…</source>
      <translation>Préparation…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/session_view.py" line="59" />
      <source>Manifest</source>
      <translation>Manifeste</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_frame.py" line="221" />
      <source>Opening “{name}”… checking it.</source>
      <translation>Ouverture de « {name} »… vérification en cours.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_parts.py" line="284" />
      <source>Problem count</source>
      <translation>Nombre de problèmes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_parts.py" line="133" />
      <source>Problems</source>
      <translation>Problèmes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/session_view.py" line="60" />
      <source>Recipe</source>
      <translation>Recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/outside_changes.py" line="62" />
      <location filename="recipe_studio/gui/library/outside_changes.py" line="84" />
      <source>Reload from disk</source>
      <translation>Recharger depuis le disque</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_parts.py" line="134" />
      <source>Run</source>
      <translation>Exécution</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/main_window.py" line="207" />
      <source>Saved as a draft: %n error(s) remain.</source>
      <translation>
        <numerusform>Enregistrée comme brouillon : il reste %n erreur.</numerusform>
        <numerusform>Enregistrée comme brouillon : il reste %n erreurs.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/main_window.py" line="209" />
      <source>Saved.</source>
      <translation>Enregistrée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/main_window.py" line="352" />
      <source>Stop the run and close?</source>
      <translation>Arrêter l’exécution et fermer ?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/opening.py" line="102" />
      <source>The example “{name}” could not be read.</source>
      <translation>L’exemple « {name} » n’a pas pu être lu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/main_window.py" line="272" />
      <source>The new language applies after you restart Recipe Studio.</source>
      <translation>La nouvelle langue s’appliquera au prochain démarrage de Recipe Studio.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/opening.py" line="57" />
      <source>“{file}” cannot be opened: {reason}</source>
      <translation>Impossible d’ouvrir « {file} » : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/outside_changes.py" line="64" />
      <source>“{name}” was changed outside Recipe Studio; it shows the new version.</source>
      <translation>« {name} » a été modifiée en dehors de Recipe Studio ; la nouvelle version est affichée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/outside_changes.py" line="90" />
      <source>“{name}” was deleted outside Recipe Studio; what you see here is not saved. Save it to keep it.</source>
      <translation>« {name} » a été supprimée en dehors de Recipe Studio ; ce que vous voyez ici n'est pas enregistré. Enregistrez-le pour le garder.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/outside_changes.py" line="85" />
      <source>“{old}” was renamed “{new}” outside Recipe Studio.</source>
      <translation>« {old} » a été renommée « {new} » en dehors de Recipe Studio.</translation>
    </message>
  </context>
  <context>
    <name>ManifestPreview</name>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="65" />
      <source>Copy</source>
      <translation>Copier</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="66" />
      <source>Copy the manifest</source>
      <translation>Copier le manifeste</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="72" />
      <source>Manifest JSON</source>
      <translation>Manifeste JSON</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="62" />
      <source>References as they are written, e.g. ${steps[0].result.date}</source>
      <translation>Les références telles qu’elles sont écrites, par ex. ${steps[0].result.date}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="89" />
      <source>Save rules applied: {notes}.</source>
      <translation>Règles d’enregistrement appliquées : {notes}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="61" />
      <source>Show raw JSON</source>
      <translation>Afficher le JSON brut</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="87" />
      <source>What saving for {profile} produces.</source>
      <translation>Voici ce que produit l’enregistrement pour {profile}.</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="42" />
      <source>confirm removed from %n step(s)</source>
      <translation>
        <numerusform>confirm retiré de %n étape</numerusform>
        <numerusform>confirm retiré de %n étapes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="44" />
      <source>note_id dropped from %n step(s)</source>
      <translation>
        <numerusform>note_id retiré de %n étape</numerusform>
        <numerusform>note_id retiré de %n étapes</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Menus</name>
    <message>
      <location filename="actions.ACTIONS" line="about" />
      <source>&amp;About Recipe Studio</source>
      <translation>À &amp;propos de Recipe Studio</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="choose_tool" />
      <source>&amp;Choose tool…</source>
      <translation>&amp;Choisir l’outil…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="connections" />
      <source>&amp;Connections…</source>
      <translation>&amp;Connexions…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="copy" />
      <source>&amp;Copy steps</source>
      <translation>&amp;Copier les étapes</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="duplicate" />
      <source>&amp;Duplicate steps</source>
      <translation>&amp;Dupliquer les étapes</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;Edit</source>
      <translation>&amp;Édition</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="export" />
      <source>&amp;Export…</source>
      <translation>E&amp;xporter…</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="find" />
      <source>&amp;Find recipe</source>
      <translation>Rec&amp;hercher une recette</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="tour" />
      <source>&amp;Guided tour</source>
      <translation>Visite &amp;guidée</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;Help</source>
      <translation>Aid&amp;e</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="import" />
      <source>&amp;Import…</source>
      <translation>&amp;Importer…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="new" />
      <source>&amp;New recipe</source>
      <translation>&amp;Nouvelle recette</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="paste" />
      <source>&amp;Paste steps</source>
      <translation>C&amp;oller les étapes</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="pin" />
      <source>&amp;Pin the last result of the selected step</source>
      <translation>Épingler le &amp;dernier résultat de l’étape sélectionnée</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="publish" />
      <source>&amp;Publish to the host…</source>
      <translation>Pu&amp;blier sur l’hôte…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="quit" />
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;Recipe</source>
      <translation>&amp;Recette</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="record" />
      <source>&amp;Record from another app…</source>
      <translation>&amp;Enregistrer depuis une autre application…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="run" />
      <source>&amp;Run</source>
      <translation>&amp;Exécuter</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="save" />
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;Step</source>
      <translation>É&amp;tape</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="trash" />
      <source>&amp;Trash…</source>
      <translation>&amp;Corbeille…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="use_elsewhere" />
      <source>&amp;Use in other apps…</source>
      <translation>&amp;Utiliser dans d’autres applications…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="versions" />
      <source>&amp;Versions…</source>
      <translation>&amp;Versions…</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="add_step" />
      <source>Add &amp;tool step</source>
      <translation>Ajouter une étape d’&amp;outil</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="add_wait" />
      <source>Add &amp;wait step</source>
      <translation>Ajouter une étape d’&amp;attente</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="examples" />
      <source>Add the &amp;example recipes</source>
      <translation>Ajouter les recettes d’&amp;exemple</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="convert" />
      <source>Convert &amp;to…</source>
      <translation>&amp;Convertir vers…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="cut" />
      <source>Cu&amp;t steps</source>
      <translation>Co&amp;uper les étapes</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="delete" />
      <source>De&amp;lete steps</source>
      <translation>&amp;Supprimer les étapes</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="move_down" />
      <source>Move &amp;down</source>
      <translation>Déplacer vers le &amp;bas</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="move_up" />
      <source>Move &amp;up</source>
      <translation>Déplacer vers le &amp;haut</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="preferences" />
      <source>Pr&amp;eferences…</source>
      <translation>Pr&amp;éférences…</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>R&amp;un</source>
      <translation>E&amp;xécution</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="rehearse" />
      <source>Re&amp;hearse (change nothing)</source>
      <translation>&amp;Répéter (sans rien changer)</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="recordings" />
      <source>Recor&amp;dings…</source>
      <translation>Enre&amp;gistrements…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="run_selected" />
      <source>Run &amp;selected step only</source>
      <translation>Exécuter &amp;seulement l’étape sélectionnée</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="run_to_selected" />
      <source>Run &amp;up to selected step</source>
      <translation>Exécuter &amp;jusqu’à l’étape sélectionnée</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="stop" />
      <source>S&amp;top</source>
      <translation>Arrê&amp;ter</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="save_as" />
      <source>Save &amp;As…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="save_report" />
      <source>Save test &amp;report…</source>
      <translation>Enregistrer le &amp;rapport de test…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="step_through" />
      <source>Step &amp;through</source>
      <translation>Exécuter &amp;pas à pas</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="step_time_limit" />
      <source>Step time &amp;limit…</source>
      <translation>Durée &amp;maximale d’une étape…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="breakpoint" />
      <source>Toggle &amp;breakpoint</source>
      <translation>Ajouter ou &amp;retirer un point d’arrêt</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="tools" />
      <source>Tools &amp;browser…</source>
      <translation>Parcourir les &amp;outils…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="try_step" />
      <source>Tr&amp;y this step</source>
      <translation>Essa&amp;yer cette étape</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="unpin" />
      <source>U&amp;npin the selected step</source>
      <translation>&amp;Ne plus épingler le résultat de l’étape sélectionnée</translation>
    </message>
  </context>
  <context>
    <name>ParamsTable</name>
    <message>
      <location filename="recipe_studio/gui/recipe/params_model.py" line="189" />
      <source>(asked at run time)</source>
      <translation>(demandé à l’exécution)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/params_model.py" line="190" />
      <source>(no defaults in this format)</source>
      <translation>(pas de valeur par défaut dans ce format)</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Default</source>
      <translation>Par défaut</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="81" />
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="84" />
      <source>Default value</source>
      <translation>Valeur par défaut</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="61" />
      <location filename="params_model.HEADERS" line="0" />
      <source>Description for other apps</source>
      <translation>Description pour les autres applications</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Explanation</source>
      <translation>Explication</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="60" />
      <source>Explanation of the parameter</source>
      <translation>Explication du paramètre</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Identifier</source>
      <translation>Identifiant</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/params_model.py" line="148" />
      <source>No title yet: type what you call this value.</source>
      <translation>Pas encore de titre : tapez le nom que vous donnez à cette valeur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="70" />
      <source>Parameter identifier</source>
      <translation>Identifiant du paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="59" />
      <source>Parameter title</source>
      <translation>Titre du paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="74" />
      <source>Parameter type</source>
      <translation>Type du paramètre</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Required</source>
      <translation>Obligatoire</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Title</source>
      <translation>Titre</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Type</source>
      <translation>Type</translation>
    </message>
  </context>
  <context>
    <name>Pickers</name>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="140" />
      <source>(keys unknown until the step has run)</source>
      <translation>(clés inconnues tant que l’étape n’a pas été exécutée)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="43" />
      <location filename="recipe_studio/gui/inspector/pickers.py" line="44" />
      <source>Insert parameter</source>
      <translation>Insérer un paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="111" />
      <location filename="recipe_studio/gui/inspector/pickers.py" line="112" />
      <source>Insert result of an earlier step</source>
      <translation>Insérer le résultat d’une étape précédente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="63" />
      <source>New parameter for this value…</source>
      <translation>Nouveau paramètre pour cette valeur…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="116" />
      <source>No earlier steps</source>
      <translation>Aucune étape précédente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="60" />
      <source>No parameters yet</source>
      <translation>Aucun paramètre pour l’instant</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="119" />
      <source>Step {n}: {title}</source>
      <translation>Étape {n} : {title}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="143" />
      <source>Wait steps have no result</source>
      <translation>Les étapes d’attente n’ont pas de résultat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="127" />
      <source>Whole result</source>
      <translation>Résultat complet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="92" />
      <source>from the last run</source>
      <translation>d’après la dernière exécution</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="83" />
      <source>from the server's description of the tool</source>
      <translation>d’après la description de l’outil donnée par le serveur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="136" />
      <source>from the tool's description</source>
      <translation>d’après la description de l’outil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="81" />
      <source>seen in a run on {date}</source>
      <translation>vu lors d’une exécution le {date}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="80" />
      <source>seen in a test run on {date}</source>
      <translation>vu lors d’une exécution de test le {date}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="82" />
      <source>seen when the step was tried on {date}</source>
      <translation>vu en essayant l’étape le {date}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="55" />
      <source>— type differs</source>
      <translation>— type différent</translation>
    </message>
  </context>
  <context>
    <name>Preferences</name>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="112" />
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="76" />
      <source>&amp;Language</source>
      <translation>&amp;Langue</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="78" />
      <source>&amp;Workspace folder of the built-in tools</source>
      <translation>Dossier de &amp;travail des outils intégrés</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="77" />
      <source>A new language applies after Recipe Studio restarts.</source>
      <translation>Une nouvelle langue s’applique après le redémarrage de Recipe Studio.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="131" />
      <source>C&amp;hoose…</source>
      <translation>C&amp;hoisir…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="132" />
      <source>Choose the workspace folder</source>
      <translation>Choisir le dossier de travail</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="97" />
      <source>Default &amp;connection</source>
      <translation>&amp;Connexion par défaut</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="91" />
      <source>Default connection</source>
      <translation>Connexion par défaut</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="116" />
      <source>In test runs, a tool that neither answers nor reports progress for this long is stopped. Each recipe also has its own limit on how long one of its steps may take in all.</source>
      <translation>Pendant les tests, un outil qui ne répond pas et ne signale aucune progression pendant cette durée est arrêté. Chaque recette a aussi sa propre limite de durée totale pour chacune de ses étapes.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="72" />
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="86" />
      <source>Let recipes run &amp;terminal commands</source>
      <translation>Autoriser les recettes à exécuter des commandes du t&amp;erminal</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="69" />
      <source>Preferences</source>
      <translation>Préférences</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="89" />
      <source>Recipe Studio still asks before each run that uses them.</source>
      <translation>Recipe Studio demande quand même votre accord avant chaque exécution qui les utilise.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="110" />
      <source>Silence limit of a tool, in seconds</source>
      <translation>Durée de silence maximale d’un outil, en secondes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="114" />
      <source>Stop a tool that is &amp;silent for</source>
      <translation>Arrêter un outil &amp;silencieux depuis</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="74" />
      <source>System default</source>
      <translation>Langue du système</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="56" />
      <source>The folder “{path}” does not exist. Create it first, or choose another.</source>
      <translation>Le dossier « {path} » n’existe pas. Créez-le d’abord, ou choisissez-en un autre.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="128" />
      <location filename="recipe_studio/gui/window/preferences.py" line="140" />
      <source>Workspace folder</source>
      <translation>Dossier de travail</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="57" />
      <source>“{path}” is a file, not a folder. Choose a folder.</source>
      <translation>« {path} » est un fichier, pas un dossier. Choisissez un dossier.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="55" />
      <source>“{path}” is not a full folder path. Use Choose… to pick the folder.</source>
      <translation>« {path} » n’est pas un chemin de dossier complet. Utilisez Choisir… pour sélectionner le dossier.</translation>
    </message>
  </context>
  <context>
    <name>Problems</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/problems_panel.py" line="323" />
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n erreur</numerusform>
        <numerusform>%n erreurs</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/problems_panel.py" line="323" />
      <source>%n warning(s)</source>
      <translation>
        <numerusform>%n avertissement</numerusform>
        <numerusform>%n avertissements</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="232" />
      <source>All</source>
      <translation>Tous</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="131" />
      <location filename="recipe_studio/gui/window/problems_panel.py" line="255" />
      <source>Error</source>
      <translation>Erreur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="233" />
      <source>Errors</source>
      <translation>Erreurs</translation>
    </message>
    <message>
      <location filename="problems_panel.HEADERS" line="0" />
      <source>Message</source>
      <translation>Message</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="322" />
      <source>No problems</source>
      <translation>Aucun problème</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="223" />
      <source>Problem count</source>
      <translation>Nombre de problèmes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="218" />
      <source>Problems</source>
      <translation>Problèmes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="245" />
      <source>Problems list</source>
      <translation>Liste des problèmes</translation>
    </message>
    <message>
      <location filename="problems_panel.HEADERS" line="0" />
      <source>Severity</source>
      <translation>Gravité</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="231" />
      <source>Show problems of severity</source>
      <translation>Afficher les problèmes selon leur gravité</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="225" />
      <source>Show:</source>
      <translation>Afficher :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="131" />
      <location filename="recipe_studio/gui/window/problems_panel.py" line="255" />
      <source>Warning</source>
      <translation>Avertissement</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="234" />
      <source>Warnings</source>
      <translation>Avertissements</translation>
    </message>
    <message>
      <location filename="problems_panel.HEADERS" line="0" />
      <source>Where</source>
      <translation>Emplacement</translation>
    </message>
  </context>
  <context>
    <name>Publish</name>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="55" />
      <source>Cannot publish yet</source>
      <translation>Publication impossible pour l’instant</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/publish.py" line="56" />
      <source>Fix the %n error(s) first, for example: {first}</source>
      <translation>
        <numerusform>Corrigez d’abord l’erreur : {first}</numerusform>
        <numerusform>Corrigez d’abord les %n erreurs, par exemple : {first}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="142" />
      <location filename="recipe_studio/gui/run/publish.py" line="134" />
      <source>Name taken</source>
      <translation>Nom déjà pris</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="97" />
      <location filename="recipe_studio/gui/run/publish.py" line="114" />
      <location filename="recipe_studio/gui/run/publish.py" line="123" />
      <source>Not published</source>
      <translation>Échec de la publication</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="63" />
      <location filename="recipe_studio/gui/run/publish.py" line="101" />
      <source>Publish</source>
      <translation>Publier</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="64" />
      <source>Publish to the host of this connection:</source>
      <translation>Publier sur l’hôte de cette connexion :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="126" />
      <source>Published</source>
      <translation>Recette publiée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="135" />
      <source>The host already has a recipe called “{name}”, and the {profile} format cannot replace it. Rename the recipe, or delete the other one on the host.</source>
      <translation>L’hôte a déjà une recette nommée « {name} », et le format {profile} ne permet pas de la remplacer. Renommez la recette, ou supprimez l’autre sur l’hôte.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="143" />
      <source>The host already has a recipe called “{name}”. Replace it?</source>
      <translation>L’hôte a déjà une recette nommée « {name} ». La remplacer ?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="126" />
      <source>The host answered:
{answer}</source>
      <translation>Réponse de l’hôte :
{answer}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="122" />
      <source>The host did not save the recipe: {reason}</source>
      <translation>L’hôte n’a pas enregistré la recette : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="121" />
      <source>it gave no reason</source>
      <translation>il n’a pas donné de raison</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="102" />
      <source>“{name}” has no recipe_save tool, so it cannot receive recipes.</source>
      <translation>« {name} » ne dispose pas de l’outil recipe_save et ne peut donc pas recevoir de recettes.</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <location filename="recipe_studio/gui/qt_words.py" line="20" />
      <source>&amp;Look in:</source>
      <translation>&amp;Regarder dans :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/qt_words.py" line="21" />
      <source>Files of &amp;type:</source>
      <translation>&amp;Type de fichiers :</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <location filename="recipe_studio/gui/qt_words.py" line="22" />
      <source>Discard</source>
      <translation>Ne pas enregistrer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/qt_words.py" line="23" />
      <source>Don't Save</source>
      <translation>Ne pas enregistrer</translation>
    </message>
  </context>
  <context>
    <name>Recording</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/record_dialog.py" line="232" />
      <source>%n call(s) recorded.</source>
      <translation>
        <numerusform>%n appel enregistré.</numerusform>
        <numerusform>%n appels enregistrés.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="157" />
      <source>&amp;Copy</source>
      <translation>&amp;Copier</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="103" />
      <source>&amp;Delete…</source>
      <translation>&amp;Supprimer…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="102" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="173" />
      <source>&amp;Make a recipe</source>
      <translation>&amp;Créer une recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="176" />
      <source>&amp;Stop and make a recipe</source>
      <translation>&amp;Arrêter et créer une recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="95" />
      <source>A recording holds what the tools answered: it never leaves this computer.</source>
      <translation>Un enregistrement contient les réponses des outils : il ne quitte jamais cet ordinateur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="143" />
      <source>Add this entry to the assistant app's MCP servers, in place of the connection's own entry while you record, then restart the app:</source>
      <translation>Ajoutez cette entrée aux serveurs MCP de l’assistant, à la place de l’entrée de la connexion elle-même pendant l’enregistrement, puis redémarrez l’application :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="164" />
      <source>Added to {app}. Restart {app} and do the work there: the calls appear below.</source>
      <translation>Ajouté à {app}. Redémarrez {app} et faites-y le travail : les appels apparaissent ci-dessous.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="92" />
      <source>Arguments</source>
      <translation>Arguments</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="237" />
      <source>Asking {host} for its runs…</source>
      <translation>Demande de ses exécutions à {host}…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="99" />
      <source>Calls</source>
      <translation>Appels</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="89" />
      <location filename="recipe_studio/gui/run/record_dialog.py" line="94" />
      <source>Calls so far</source>
      <translation>Appels jusqu’ici</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="87" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="189" />
      <source>Cancelled</source>
      <translation>Annulée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="200" />
      <source>Copied</source>
      <translation>Copié</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="190" />
      <source>Declined</source>
      <translation>Refusé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="149" />
      <source>Delete the recording</source>
      <translation>Supprimer l’enregistrement</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="150" />
      <source>Delete this recording for good? It cannot be undone.</source>
      <translation>Supprimer définitivement cet enregistrement ? Cela ne peut pas être annulé.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="117" />
      <source>Do the work once in your AI assistant: Recipe Studio records the tool calls it makes through the connection below, then makes a draft recipe from them.</source>
      <translation>Faites le travail une fois dans votre assistant IA : Recipe Studio enregistre les appels d’outils qu’il fait par la connexion ci-dessous, puis en fait un brouillon de recette.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="85" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="187" />
      <source>Done</source>
      <translation>Terminé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="153" />
      <source>Entry for the assistant app</source>
      <translation>Entrée pour l’assistant</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="86" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="188" />
      <source>Failed</source>
      <translation>Échec</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="176" />
      <source>Host</source>
      <translation>Hôte</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="92" />
      <source>How it ended</source>
      <translation>Comment il s’est terminé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="88" />
      <source>No answer yet</source>
      <translation>Pas encore de réponse</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="174" />
      <source>No value came from an earlier step, and none looks like one to change.</source>
      <translation>Aucune valeur ne vient d’une étape précédente, et aucune ne semble à changer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="99" />
      <source>Of</source>
      <translation>De</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="210" />
      <source>On the host</source>
      <translation>Sur l’hôte</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Outcome</source>
      <translation>Résultat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="78" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Past runs</source>
      <translation>Exécutions précédentes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Ran</source>
      <translation>Exécuté le</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="180" />
      <source>Read the host's &amp;runs</source>
      <translation>Lire les &amp;exécutions de l’hôte</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Recipe</source>
      <translation>Recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="83" />
      <source>Record from another app</source>
      <translation>Enregistrer depuis une autre application</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="135" />
      <source>Record the calls to</source>
      <translation>Enregistrer les appels vers</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="99" />
      <source>Recorded</source>
      <translation>Enregistré le</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="262" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="266" />
      <source>Recorded with {connection}</source>
      <translation>Enregistré avec {connection}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="77" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="99" />
      <source>Recordings</source>
      <translation>Enregistrements</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="73" />
      <source>Recordings and past runs</source>
      <translation>Enregistrements et exécutions passées</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="224" />
      <source>Run on the host</source>
      <translation>Exécution sur l’hôte</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="149" />
      <source>Step {steps}, {argument}: the param “{param}” (recorded: {value}) — {why}.</source>
      <translation>Étape {steps}, {argument} : le paramètre « {param} » (enregistré : {value}) — {why}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="138" />
      <source>Step {step}, {argument}: {token} — it contains Step {source}'s {field}.</source>
      <translation>Étape {step}, {argument} : {token} — contient « {field} » de l’étape {source}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="134" />
      <source>Step {step}, {argument}: {token} — the same text as Step {source}'s {field}.</source>
      <translation>Étape {step}, {argument} : {token} — le même texte que « {field} » de l’étape {source}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Steps</source>
      <translation>Étapes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="272" />
      <source>The app keeps recording through this entry until you remove it from its MCP servers (and put the connection's own entry back).</source>
      <translation>L’application continue d’enregistrer par cette entrée tant que vous ne la retirez pas de ses serveurs MCP (en remettant l’entrée de la connexion elle-même).</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recording_texts.py" line="160" />
      <source>The draft has %n step(s); nothing is saved until you save it.</source>
      <translation>
        <numerusform>Le brouillon a %n étape ; rien n’est enregistré tant que vous ne l’enregistrez pas.</numerusform>
        <numerusform>Le brouillon a %n étapes ; rien n’est enregistré tant que vous ne l’enregistrez pas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="247" />
      <source>The host has %n past run(s).</source>
      <translation>
        <numerusform>L’hôte a %n exécution passée.</numerusform>
        <numerusform>L’hôte a %n exécutions passées.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="160" />
      <source>The recording could not be deleted: {reason}</source>
      <translation>L’enregistrement n’a pas pu être supprimé : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="137" />
      <source>The recording could not be read: {reason}</source>
      <translation>L’enregistrement n’a pas pu être lu : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="121" />
      <source>The recording holds what the tools answered, so it stays on this computer.</source>
      <translation>L’enregistrement contient les réponses des outils : il reste donc sur cet ordinateur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="92" />
      <source>Tool</source>
      <translation>Outil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="98" />
      <source>Waiting for the app's first call…</source>
      <translation>En attente du premier appel de l’application…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="104" />
      <source>What the draft found</source>
      <translation>Ce que le brouillon a trouvé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="144" />
      <source>a date, which will be another one next time</source>
      <translation>une date, qui sera une autre la prochaine fois</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="146" />
      <source>a name you may want to change</source>
      <translation>un nom que vous voudrez peut-être changer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="147" />
      <source>a number you typed</source>
      <translation>un nombre que vous avez tapé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="145" />
      <source>an e-mail address you may want to change</source>
      <translation>une adresse e-mail que vous voudrez peut-être changer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="65" />
      <source>no</source>
      <translation>non</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="79" />
      <source>no arguments</source>
      <translation>aucun argument</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="118" />
      <source>value</source>
      <translation>valeur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="65" />
      <source>yes</source>
      <translation>oui</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="167" />
      <source>{app} has the recording entry already; nothing needed changing.</source>
      <translation>{app} a déjà l’entrée d’enregistrement ; rien n’avait besoin de changer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="163" />
      <source>{app}: the recording entry is already there.</source>
      <translation>{app} : l’entrée d’enregistrement y est déjà.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="96" />
      <source>{status} — left out</source>
      <translation>{status} — laissé de côté</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="93" />
      <source>{status} — left out: the same as call {n}</source>
      <translation>{status} — laissé de côté : identique à l’appel {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="91" />
      <source>{status} — step {n}</source>
      <translation>{status} — étape {n}</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recording_texts.py" line="166" />
      <source>“Confirm” was removed from %n step(s): a step cannot confirm itself.</source>
      <translation>
        <numerusform>« Confirmer » a été retiré de %n étape : une étape ne peut pas se confirmer elle-même.</numerusform>
        <numerusform>« Confirmer » a été retiré de %n étapes : une étape ne peut pas se confirmer elle-même.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>References</name>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>Deleted step</source>
      <translation>Étape supprimée</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>Step {n}</source>
      <translation>Étape {n}</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>Step “{id}”</source>
      <translation>Étape « {id} »</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>first</source>
      <translation>1re</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>item {n}</source>
      <translation>{n}e</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>result</source>
      <translation>résultat</translation>
    </message>
  </context>
  <context>
    <name>RunController</name>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="28" />
      <source>A run is in progress; stop it first.</source>
      <translation>Une exécution est en cours ; arrêtez-la d’abord.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="352" />
      <source>Cannot connect to “{name}”</source>
      <translation>Impossible de se connecter à « {name} »</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/launch.py" line="84" />
      <source>Each step of this recipe may now take up to %n minute(s).</source>
      <translation>
        <numerusform>Chaque étape de cette recette peut maintenant durer jusqu’à %n minute.</numerusform>
        <numerusform>Chaque étape de cette recette peut maintenant durer jusqu’à %n minutes.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="238" />
      <source>Getting the run ready on {server}…</source>
      <translation>Préparation de l’exécution sur {server}…</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/launch.py" line="72" />
      <source>How many minutes may one step take in all? A tool that keeps reporting progress may work this long; one that gives no sign of life for %n second(s) is stopped sooner (Preferences).</source>
      <translation>
        <numerusform>Combien de minutes une étape peut-elle durer en tout ? Un outil qui signale régulièrement sa progression peut travailler aussi longtemps ; un outil qui ne donne aucun signe de vie pendant une seconde est arrêté plus tôt (Préférences).</numerusform>
        <numerusform>Combien de minutes une étape peut-elle durer en tout ? Un outil qui signale régulièrement sa progression peut travailler aussi longtemps ; un outil qui ne donne aucun signe de vie pendant %n secondes est arrêté plus tôt (Préférences).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="72" />
      <source>Past run</source>
      <translation>Exécution passée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="36" />
      <source>Run finished. {summary}</source>
      <translation>Exécution terminée. {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="37" />
      <source>Run finished: a step failed.</source>
      <translation>Exécution terminée : une étape a échoué.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="34" />
      <source>Run not started: not confirmed.</source>
      <translation>Exécution non lancée : non confirmée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="38" />
      <source>Run stopped.</source>
      <translation>Exécution arrêtée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/pins.py" line="39" />
      <source>Run the step first: there is no result to pin.</source>
      <translation>Exécutez d’abord l’étape : il n’y a aucun résultat à épingler.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="249" />
      <source>Running on {server}…</source>
      <translation>Exécution sur {server}…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="65" />
      <source>Save the recipe first: its time limit is kept with it.</source>
      <translation>Enregistrez d’abord la recette : sa durée maximale est conservée avec elle.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="174" />
      <source>Select a step first.</source>
      <translation>Sélectionnez d’abord une étape.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="71" />
      <source>Step time limit</source>
      <translation>Durée maximale d’une étape</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="254" />
      <source>Step {n}: {status}</source>
      <translation>Étape {n} : {status}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="37" />
      <source>The Problems panel lists errors; the run may fail where they are. Test it anyway?</source>
      <translation>Le panneau Problèmes signale des erreurs ; l’exécution risque d’échouer aux étapes concernées. Tester quand même ?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="36" />
      <source>The recipe has errors</source>
      <translation>La recette contient des erreurs</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="31" />
      <source>The recipe has no steps yet.</source>
      <translation>La recette n’a encore aucune étape.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="32" />
      <source>The run could not start: {reason}</source>
      <translation>L’exécution n’a pas pu démarrer : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="61" />
      <source>The run on “{server}” could not start</source>
      <translation>L’exécution sur « {server} » n’a pas pu démarrer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="52" />
      <source>The run on “{server}” stopped</source>
      <translation>L’exécution sur « {server} » s’est arrêtée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="305" />
      <source>The run record could not be saved: {reason}</source>
      <translation>Le compte rendu de l’exécution n’a pas pu être enregistré : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="316" />
      <source>The run stopped</source>
      <translation>L’exécution s’est arrêtée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="71" />
      <source>This past run cannot be shown: its record is missing or damaged.</source>
      <translation>Cette exécution passée ne peut pas être affichée : son compte rendu est absent ou abîmé.</translation>
    </message>
  </context>
  <context>
    <name>RunDialogs</name>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="47" />
      <source>A person signs in, in the browser</source>
      <translation>Une personne se connecte, dans le navigateur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="155" />
      <source>Add…</source>
      <translation>Ajouter…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="76" />
      <source>Authorization server</source>
      <translation>Serveur d’autorisation</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="130" />
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="172" />
      <source>Check these answers: {names}.</source>
      <translation>Vérifiez ces réponses : {names}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="77" />
      <source>Client metadata document</source>
      <translation>Document de métadonnées du client</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="74" />
      <source>Client secret</source>
      <translation>Secret du client</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="162" />
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="68" />
      <source>Command</source>
      <translation>Commande</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="48" />
      <source>Command (stdio)</source>
      <translation>Commande (stdio)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="44" />
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="217" />
      <source>Connection</source>
      <translation>Connexion</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="146" />
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="150" />
      <source>Connections</source>
      <translation>Connexions</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="129" />
      <source>Decline</source>
      <translation>Refuser</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="139" />
      <source>Dismiss the question without answering</source>
      <translation>Fermer la question sans répondre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="156" />
      <source>Edit…</source>
      <translation>Modifier…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="57" />
      <source>Empty: the one the server names</source>
      <translation>Vide : celui que le serveur indique</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="69" />
      <source>Environment</source>
      <translation>Variables d’environnement</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="61" />
      <source>From file…</source>
      <translation>Depuis un fichier…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="126" />
      <source>Give the connection a name.</source>
      <translation>Donnez un nom à la connexion.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="83" />
      <source>Kept in the keychain; type to replace it</source>
      <translation>Conservé dans le trousseau ; tapez pour le remplacer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="67" />
      <source>Kind</source>
      <translation>Type</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="58" />
      <source>NAME=value (one per line)</source>
      <translation>NOM=valeur (une par ligne)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="66" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="48" />
      <source>No person: the client's own credentials</source>
      <translation>Sans personne : les identifiants propres du client</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="51" />
      <source>Only if the server's owner gave you one</source>
      <translation>Seulement si le responsable du serveur vous en a donné un</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="127" />
      <source>Open in browser</source>
      <translation>Ouvrir dans le navigateur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="134" />
      <source>Open this page in your web browser</source>
      <translation>Ouvrir cette page dans votre navigateur web</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="96" />
      <location filename="recipe_studio/gui/run/signin_fields.py" line="75" />
      <source>Private key (PEM)</source>
      <translation>Clé privée (PEM)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="161" />
      <source>Remove</source>
      <translation>Retirer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/params_dialog.py" line="65" />
      <source>Run</source>
      <translation>Exécuter</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="71" />
      <source>Run these steps</source>
      <translation>Exécuter ces étapes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/params_dialog.py" line="36" />
      <source>Run “{name}”</source>
      <translation>Exécuter « {name} »</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="127" />
      <source>Send</source>
      <translation>Envoyer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="136" />
      <source>Send these answers to the server</source>
      <translation>Envoyer ces réponses au serveur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="160" />
      <source>Sign out</source>
      <translation>Se déconnecter</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="43" />
      <source>Sign-in</source>
      <translation>Connexion</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="73" />
      <source>Sign-in client ID</source>
      <translation>Identifiant client de connexion</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="263" />
      <source>Signed in</source>
      <translation>Connecté</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="262" />
      <source>Signed in as {who}</source>
      <translation>Connecté en tant que {who}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="133" />
      <source>Step {n}: </source>
      <translation>Étape {n} : </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="65" />
      <source>Steps that change things</source>
      <translation>Étapes qui modifient des choses</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="138" />
      <source>Tell the server you do not want to answer</source>
      <translation>Dire au serveur que vous ne souhaitez pas répondre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="157" />
      <source>Test</source>
      <translation>Tester</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="105" />
      <source>The server “{server}” asks you something during the run.</source>
      <translation>Le serveur « {server} » vous pose une question pendant l’exécution.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="99" />
      <source>The server “{server}” asks you to open a page on “{site}” in your browser.</source>
      <translation>Le serveur « {server} » vous demande d’ouvrir une page de « {site} » dans votre navigateur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="57" />
      <source>These steps change something on this computer (or elsewhere). Nothing runs until you say so.</source>
      <translation>Ces étapes modifient quelque chose sur cet ordinateur (ou ailleurs). Rien ne s’exécute sans votre accord.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="53" />
      <source>This run will change things</source>
      <translation>Cette exécution va modifier des choses</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="241" />
      <source>Tools of “{name}”</source>
      <translation>Outils de « {name} »</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="158" />
      <source>Tools…</source>
      <translation>Outils…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="71" />
      <source>URL</source>
      <translation>URL</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/params_dialog.py" line="36" />
      <source>Untitled recipe</source>
      <translation>Recette sans titre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="159" />
      <source>Use by default</source>
      <translation>Utiliser par défaut</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/params_dialog.py" line="41" />
      <source>Values for this run:</source>
      <translation>Valeurs pour cette exécution :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="72" />
      <source>Way of signing in</source>
      <translation>Manière de se connecter</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="49" />
      <source>Web address (streamable HTTP)</source>
      <translation>Adresse web (Streamable HTTP)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="103" />
      <source>While running “{tool}”, the server “{server}” asks you something.</source>
      <translation>Pendant l’exécution de « {tool} », le serveur « {server} » vous pose une question.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="70" />
      <source>Working folder</source>
      <translation>Dossier de démarrage</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="129" />
      <source>shows a preview only; not executed</source>
      <translation>affiche seulement un aperçu, sans s’exécuter</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="131" />
      <source>unknown tool: treated as changing things</source>
      <translation>outil inconnu : considéré comme modifiant des choses</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="115" />
      <source>{title}: </source>
      <translation>{title} : </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="62" />
      <source>“{server}” asks</source>
      <translation>« {server} » demande</translation>
    </message>
  </context>
  <context>
    <name>RunPanel</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="19" />
      <source>%n done</source>
      <translation>
        <numerusform>%n effectuée</numerusform>
        <numerusform>%n effectuées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="46" />
      <source>%n field(s)</source>
      <translation>
        <numerusform>%n champ</numerusform>
        <numerusform>%n champs</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="48" />
      <source>%n item(s)</source>
      <translation>
        <numerusform>%n élément</numerusform>
        <numerusform>%n éléments</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="153" />
      <source>%n more not shown</source>
      <translation>
        <numerusform>%n autre non affiché</numerusform>
        <numerusform>%n autres non affichés</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="30" />
      <source>%n not sent (rehearsal)</source>
      <translation>
        <numerusform>%n non envoyée (répétition)</numerusform>
        <numerusform>%n non envoyées (répétition)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="25" />
      <source>%n optional skipped</source>
      <translation>
        <numerusform>%n étape facultative sautée</numerusform>
        <numerusform>%n étapes facultatives sautées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/content_items.py" line="51" />
      <source>%n part(s)</source>
      <translation>
        <numerusform>%n partie</numerusform>
        <numerusform>%n parties</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="21" />
      <source>%n previewed — not executed</source>
      <translation>
        <numerusform>%n en aperçu — non exécutée</numerusform>
        <numerusform>%n en aperçu — non exécutées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="27" />
      <source>%n skipped (they used example values)</source>
      <translation>
        <numerusform>%n sautée (elle utilisait des valeurs d'exemple)</numerusform>
        <numerusform>%n sautées (elles utilisaient des valeurs d'exemple)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="385" />
      <source>(choose a past run)</source>
      <translation>(choisir une exécution)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="52" />
      <source>(empty)</source>
      <translation>(vide)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="173" />
      <source>At least how many items:</source>
      <translation>Au moins combien d'éléments :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="103" />
      <source>Cancel the run now, the step in progress included</source>
      <translation>Annuler l’exécution immédiatement, y compris l’étape en cours</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="148" />
      <location filename="recipe_studio/gui/run/result_menu.py" line="157" />
      <location filename="recipe_studio/gui/run/result_menu.py" line="172" />
      <source>Check</source>
      <translation>Vérification</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="122" />
      <location filename="recipe_studio/gui/run/result_menu.py" line="107" />
      <source>Check that this…</source>
      <translation>Vérifier que ceci…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="273" />
      <source>Connecting…</source>
      <translation>Connexion…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="96" />
      <source>Continue</source>
      <translation>Continuer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="98" />
      <source>Copy as a value read from {token}</source>
      <translation>Copier comme valeur lue dans {token}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="89" />
      <source>Copy value</source>
      <translation>Copier la valeur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="377" />
      <source>Default ({name})</source>
      <translation>Par défaut ({name})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="163" />
      <source>Details</source>
      <translation>Détails</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="346" />
      <source>Failed: {error} {summary}</source>
      <translation>Échec : {error} {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="336" />
      <source>Finished in {ms} ms. {summary}</source>
      <translation>Terminée en {ms} ms. {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="339" />
      <source>Finished in {s} s. {summary}</source>
      <translation>Terminée en {s} s. {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="203" />
      <source>Getting ready to run steps {a}–{b}…</source>
      <translation>Préparation des étapes {a} à {b}…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="125" />
      <source>History:</source>
      <translation>Historique :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="150" />
      <source>Image</source>
      <translation>Image</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="95" />
      <location filename="recipe_studio/gui/run/content_items.py" line="115" />
      <source>MIME type</source>
      <translation>type MIME</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="99" />
      <source>Next step</source>
      <translation>Étape suivante</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="91" />
      <location filename="recipe_studio/gui/run/panel.py" line="171" />
      <source>No run yet. Press Ctrl+R to test the recipe.</source>
      <translation>Aucune exécution pour l’instant. Appuyez sur Ctrl+R pour tester la recette.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="326" />
      <source>Not run: you did not confirm. Nothing was changed.</source>
      <translation>Non exécutée : vous n’avez pas confirmé. Rien n’a été modifié.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="212" />
      <source>Not saved</source>
      <translation>Échec de l’enregistrement</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="164" />
      <source>Open this row to read the technical details; Copy value copies them.</source>
      <translation>Ouvrez cette ligne pour lire les détails techniques ; « Copier la valeur » les copie.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="122" />
      <source>Past runs</source>
      <translation>Exécutions précédentes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="261" />
      <source>Paused before step {n}. Continue, run the next step, or stop.</source>
      <translation>En pause avant l’étape {n}. Continuez, exécutez l’étape suivante ou arrêtez.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="104" />
      <source>Pin this result (use it instead of calling the tool)</source>
      <translation>Épingler ce résultat (l’utiliser au lieu d’appeler l’outil)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="299" />
      <source>Preview — not executed</source>
      <translation>Aperçu — étape non exécutée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="88" />
      <source>Run</source>
      <translation>Exécution</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="97" />
      <source>Run on to the next breakpoint</source>
      <translation>Poursuivre jusqu’au prochain point d’arrêt</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="100" />
      <source>Run only the next step, then pause again</source>
      <translation>Exécuter seulement l’étape suivante, puis refaire une pause</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="93" />
      <source>Run outcome</source>
      <translation>Bilan de l’exécution</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="132" />
      <source>Run results</source>
      <translation>Résultats de l’exécution</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="209" />
      <source>Running steps {a}–{b}…</source>
      <translation>Exécution des étapes {a} à {b}…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="204" />
      <source>Save the result</source>
      <translation>Enregistrer le résultat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="160" />
      <source>Save this to a file</source>
      <translation>Enregistrer dans un fichier</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="158" />
      <source>Save…</source>
      <translation>Enregistrer…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="109" />
      <source>Server for this recipe</source>
      <translation>Serveur de cette recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="119" />
      <source>Server:</source>
      <translation>Serveur :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="272" />
      <source>Starting or reaching the server “{name}”… Stop works at any time.</source>
      <translation>Démarrage du serveur « {name} » ou connexion en cours… Vous pouvez arrêter à tout moment.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="130" />
      <source>Step / key</source>
      <translation>Étape / clé</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="369" />
      <source>Step {n}</source>
      <translation>Étape {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="286" />
      <source>Step {n} · wait</source>
      <translation>Étape {n} · attente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="278" />
      <location filename="recipe_studio/gui/run/panel.py" line="293" />
      <source>Step {n} · {tool}</source>
      <translation>Étape {n} · {tool}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="102" />
      <source>Stop</source>
      <translation>Arrêter</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="329" />
      <source>Stopped at step {n}: {summary}</source>
      <translation>Arrêtée à l’étape {n} : {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="331" />
      <source>Stopped before step {n}: {summary}</source>
      <translation>Arrêtée avant l’étape {n} : {summary}</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="162" />
      <source>Technical details for whoever helps you (%n line(s)): open to read.</source>
      <translation>
        <numerusform>Détails techniques pour la personne qui vous aide (%n ligne) : ouvrez pour les lire.</numerusform>
        <numerusform>Détails techniques pour la personne qui vous aide (%n lignes) : ouvrez pour les lire.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="110" />
      <source>The MCP server this recipe's test runs use</source>
      <translation>Le serveur MCP utilisé pour les exécutions de test de cette recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="356" />
      <source>The run could not go on: {message}</source>
      <translation>L’exécution n’a pas pu continuer : {message}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="158" />
      <source>The smallest value allowed:</source>
      <translation>La plus petite valeur permise :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="148" />
      <source>The text (or item) it must contain:</source>
      <translation>Le texte (ou l'élément) qu'il doit contenir :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="93" />
      <location filename="recipe_studio/gui/run/content_items.py" line="111" />
      <source>URI</source>
      <translation>URI</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="130" />
      <source>Value</source>
      <translation>Valeur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="200" />
      <source>Waiting for your confirmation. Nothing has run yet.</source>
      <translation>En attente de votre confirmation. Rien n’a encore été exécuté.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="282" />
      <location filename="recipe_studio/gui/run/would_send.py" line="55" />
      <source>arguments sent</source>
      <translation>arguments envoyés</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="70" />
      <location filename="recipe_studio/gui/run/content_items.py" line="83" />
      <source>audio</source>
      <translation>audio</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="53" />
      <source>check</source>
      <translation>vérification</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="138" />
      <source>contains…</source>
      <translation>contient…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="51" />
      <source>content</source>
      <translation>contenu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="101" />
      <source>data</source>
      <translation>données</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="114" />
      <source>description</source>
      <translation>description</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="135" />
      <source>equals this ({value})</source>
      <translation>est égal à ceci ({value})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="175" />
      <source>error</source>
      <translation>erreur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="233" />
      <source>failed</source>
      <translation>échouée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="232" />
      <source>finished</source>
      <translation>terminée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="141" />
      <source>has at least N items…</source>
      <translation>a au moins N éléments…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="70" />
      <location filename="recipe_studio/gui/run/content_items.py" line="83" />
      <source>image</source>
      <translation>image</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="139" />
      <source>is at least…</source>
      <translation>vaut au moins…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="133" />
      <source>is present</source>
      <translation>est présent</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="108" />
      <source>link to a resource</source>
      <translation>lien vers une ressource</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="112" />
      <source>name</source>
      <translation>nom</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="50" />
      <source>no</source>
      <translation>non</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="127" />
      <source>no data</source>
      <translation>aucune donnée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="235" />
      <source>not confirmed</source>
      <translation>non confirmée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="49" />
      <source>note</source>
      <translation>remarque</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="297" />
      <source>pinned result (tool not called)</source>
      <translation>résultat épinglé (outil non appelé)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="243" />
      <source>rehearsal</source>
      <translation>répétition</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="90" />
      <location filename="recipe_studio/gui/run/content_items.py" line="103" />
      <source>resource</source>
      <translation>ressource</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="314" />
      <source>result</source>
      <translation>résultat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="314" />
      <source>result — example values, not a real result</source>
      <translation>résultat — valeurs d'exemple, pas un vrai résultat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="279" />
      <source>running…</source>
      <translation>en cours…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="222" />
      <source>running… {progress}</source>
      <translation>en cours… {progress}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="120" />
      <source>size</source>
      <translation>taille</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="234" />
      <source>stopped</source>
      <translation>arrêtée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="98" />
      <location filename="recipe_studio/gui/run/content_items.py" line="62" />
      <source>text</source>
      <translation>du texte</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="142" />
      <location filename="recipe_studio/gui/run/result_menu.py" line="108" />
      <source>the step succeeds</source>
      <translation>l'étape réussit</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="113" />
      <source>title</source>
      <translation>titre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="125" />
      <source>too large: not kept in the run record</source>
      <translation>trop volumineux : non conservé dans le compte rendu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="75" />
      <source>unknown type</source>
      <translation>type inconnu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="277" />
      <location filename="recipe_studio/gui/run/panel.py" line="292" />
      <source>wait</source>
      <translation>attente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="287" />
      <source>waiting… {s} s left</source>
      <translation>en attente… encore {s} s</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/would_send.py" line="55" />
      <source>would be sent (not sent)</source>
      <translation>serait envoyé (non envoyé)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="50" />
      <source>yes</source>
      <translation>oui</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="80" />
      <source>{w} × {h} px</source>
      <translation>{w} × {h} px</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="211" />
      <source>“{file}” could not be saved: {reason}.</source>
      <translation>« {file} » n’a pas pu être enregistré : {reason}.</translation>
    </message>
  </context>
  <context>
    <name>RunProgress</name>
    <message>
      <location filename="recipe_studio/gui/progress_text.py" line="22" />
      <source>{count} done</source>
      <translation>{count} faits</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/progress_text.py" line="20" />
      <source>{percent} %</source>
      <translation>{percent} %</translation>
    </message>
  </context>
  <context>
    <name>Saving</name>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="86" />
      <source>A recipe with this name exists</source>
      <translation>Une recette porte déjà ce nom</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="120" />
      <source>Changed outside Recipe Studio</source>
      <translation>Modifiée en dehors de Recipe Studio</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="45" />
      <source>Name of the recipe:</source>
      <translation>Nom de la recette :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="109" />
      <source>New name:</source>
      <translation>Nouveau nom :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="77" />
      <source>Not saved</source>
      <translation>Échec de l’enregistrement</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="135" />
      <source>Overwrite</source>
      <translation>Écraser</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="133" />
      <source>Reload</source>
      <translation>Recharger</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="189" />
      <source>Reload from disk</source>
      <translation>Recharger depuis le disque</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="129" />
      <source>Reload it (your changes here are lost), overwrite it with your version (the other is kept as a version), or save yours as a copy?</source>
      <translation>La recharger (vos modifications ici seront perdues), l’écraser avec votre version (l’autre sera conservée comme version) ou enregistrer la vôtre comme copie ?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="91" />
      <source>Replace</source>
      <translation>Remplacer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="89" />
      <source>Replace it (its current content is kept as a version), or save under another name?</source>
      <translation>La remplacer (son contenu actuel sera conservé comme version) ou enregistrer sous un autre nom ?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="109" />
      <source>Save as</source>
      <translation>Enregistrer sous</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="136" />
      <source>Save as copy</source>
      <translation>Enregistrer une copie</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="92" />
      <source>Save as…</source>
      <translation>Enregistrer sous…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="45" />
      <source>Save recipe</source>
      <translation>Enregistrer la recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="87" />
      <source>There is already a recipe called “{name}”.</source>
      <translation>Il existe déjà une recette nommée « {name} ».</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="166" />
      <source>These recipes have unsaved changes:
{names}

Save them before closing?</source>
      <translation>Ces recettes ont des modifications non enregistrées :
{names}

Les enregistrer avant de fermer ?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="165" />
      <source>Unsaved changes</source>
      <translation>Modifications non enregistrées</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="104" />
      <source>Untitled recipe</source>
      <translation>Recette sans titre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="125" />
      <source>“{name}” was changed on disk after you opened it.</source>
      <translation>« {name} » a été modifiée sur le disque après son ouverture.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="123" />
      <source>“{name}” was deleted or renamed outside Recipe Studio after you opened it.</source>
      <translation>« {name} » a été supprimée ou renommée en dehors de Recipe Studio après que vous l'avez ouverte.</translation>
    </message>
  </context>
  <context>
    <name>Session</name>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="47" />
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="70" />
      <source>Add parameter</source>
      <translation>Ajouter un paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="38" />
      <source>Add step</source>
      <translation>Ajouter une étape</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="43" />
      <source>Add wait step</source>
      <translation>Ajouter une étape d’attente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="118" />
      <source>Change wait</source>
      <translation>Modifier l’attente</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="87" />
      <source>Choose tool {tool}</source>
      <translation>Choisir l’outil {tool}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="99" />
      <source>Clear {name}</source>
      <translation>Effacer {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="50" />
      <source>Delete step {n}</source>
      <translation>Supprimer l’étape {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="52" />
      <source>Delete {count} steps</source>
      <translation>Supprimer {count} étapes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="58" />
      <source>Duplicate steps</source>
      <translation>Dupliquer les étapes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="105" />
      <source>Edit arguments</source>
      <translation>Modifier les arguments</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="198" />
      <source>Edit description</source>
      <translation>Modifier la description</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="149" />
      <source>Edit parameter {name}</source>
      <translation>Modifier le paramètre {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="92" />
      <source>Edit {name}</source>
      <translation>Modifier {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="143" />
      <source>Explanation of parameter {name}</source>
      <translation>Explication du paramètre {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="110" />
      <source>Make step {n} optional</source>
      <translation>Rendre l’étape {n} facultative</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="110" />
      <source>Make step {n} required</source>
      <translation>Rendre l’étape {n} obligatoire</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="82" />
      <source>Move parameter</source>
      <translation>Déplacer le paramètre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="72" />
      <source>Move step {a} to {b}</source>
      <translation>Déplacer l’étape {a} en position {b}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="74" />
      <source>Move {count} steps</source>
      <translation>Déplacer {count} étapes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="69" />
      <source>New parameter {name}</source>
      <translation>Nouveau paramètre {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="81" />
      <source>Paste %n step(s)</source>
      <translation>
        <numerusform>Coller %n étape</numerusform>
        <numerusform>Coller %n étapes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="218" />
      <source>Pin result</source>
      <translation>Épingler le résultat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="76" />
      <source>Remove parameter {name}</source>
      <translation>Retirer le paramètre {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="125" />
      <source>Remove the title of parameter {name}</source>
      <translation>Retirer le titre du paramètre {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="89" />
      <source>Rename parameter {old} to {new}</source>
      <translation>Renommer le paramètre {old} en {new}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="192" />
      <source>Rename recipe</source>
      <translation>Renommer la recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="264" />
      <source>Rename recipe to {name} in the library</source>
      <translation>Renommer la recette en {name} dans la bibliothèque</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="123" />
      <source>Rename step id to {id}</source>
      <translation>Renommer l’identifiant de l’étape en {id}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="203" />
      <source>Target {profile}</source>
      <translation>Cibler {profile}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="285" />
      <source>The saved recipe was moved to the trash; your changes here are not saved.</source>
      <translation>La recette enregistrée a été mise à la corbeille ; vos modifications ici ne sont pas enregistrées.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="123" />
      <source>Title of parameter: {title}</source>
      <translation>Titre du paramètre : {title}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="218" />
      <source>Unpin result</source>
      <translation>Ne plus épingler le résultat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="174" />
      <source>Untitled recipe</source>
      <translation>Recette sans titre</translation>
    </message>
  </context>
  <context>
    <name>StepInspector</name>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="127" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="114" />
      <source>Arguments</source>
      <translation>Arguments</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/raw_args.py" line="30" />
      <source>Arguments as JSON</source>
      <translation>Arguments en JSON</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="219" />
      <source>Changes things.</source>
      <translation>Modifie des choses.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="92" />
      <source>Choose tool</source>
      <translation>Choisir l’outil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="91" />
      <source>Choose tool…</source>
      <translation>Choisir l’outil…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="111" />
      <source>Edit arguments as JSON</source>
      <translation>Modifier les arguments en JSON</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="109" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="395" />
      <source>Edit as JSON</source>
      <translation>Modifier en JSON</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="387" />
      <source>Edit as form</source>
      <translation>Modifier avec le formulaire</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="215" />
      <source>Not in the catalog “{catalog}”.</source>
      <translation>Absent du catalogue « {catalog} ».</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/raw_args.py" line="66" />
      <source>Not valid JSON yet (line {line}): {msg}</source>
      <translation>Pas encore du JSON valide (ligne {line}) : {msg}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="219" />
      <source>Only reads.</source>
      <translation>Lecture seule.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="106" />
      <source>Optional step</source>
      <translation>Étape facultative</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="105" />
      <source>Optional: if this step fails, carry on</source>
      <translation>Facultative : si cette étape échoue, continuer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="60" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="179" />
      <source>Select a step to edit it.</source>
      <translation>Sélectionnez une étape pour la modifier.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="101" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="103" />
      <source>Step id</source>
      <translation>Identifiant d’étape</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="58" />
      <source>Step inspector</source>
      <translation>Inspecteur d’étape</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="247" />
      <source>Step {n}</source>
      <translation>Étape {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/raw_args.py" line="70" />
      <source>The arguments are nested too deeply.</source>
      <translation>Les arguments sont imbriqués trop profondément.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/raw_args.py" line="73" />
      <source>The arguments must be a JSON object: {…}</source>
      <translation>Les arguments doivent être un objet JSON : {…}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="88" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="96" />
      <source>Tool</source>
      <translation>Outil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/tool_field.py" line="38" />
      <source>Tool: {name}</source>
      <translation>Outil : {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="76" />
      <source>Unrecognised step</source>
      <translation>Étape non reconnue</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="89" />
      <source>tool name</source>
      <translation>nom de l’outil</translation>
    </message>
  </context>
  <context>
    <name>StepsTable</name>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>#</source>
      <translation>N°</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/status_words.py" line="57" />
      <source>%n check(s) failed</source>
      <translation>
        <numerusform>%n vérification a échoué</numerusform>
        <numerusform>%n vérifications ont échoué</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="332" />
      <source>%n problem(s): {list}</source>
      <translation>
        <numerusform>%n problème : {list}</numerusform>
        <numerusform>%n problèmes : {list}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="126" />
      <source>(no tool)</source>
      <translation>(aucun outil)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/status_words.py" line="53" />
      <source>(pinned)</source>
      <translation>(épinglé)</translation>
    </message>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>Arguments</source>
      <translation>Arguments</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Cancelled</source>
      <translation>Annulée</translation>
    </message>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>Changes things</source>
      <translation>Modifie des choses</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Failed</source>
      <translation>Échec</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="251" />
      <source>Maybe</source>
      <translation>Peut-être</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Not run</source>
      <translation>Non exécutée</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Not sent (rehearsal)</source>
      <translation>Non envoyé (répétition)</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="225" />
      <location filename="steps_model.HEADERS" line="0" />
      <source>Optional</source>
      <translation>Facultative</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Pending</source>
      <translation>À venir</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Preview only (not executed)</source>
      <translation>Aperçu seulement (étape non exécutée)</translation>
    </message>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>Run status</source>
      <translation>État d’exécution</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Running</source>
      <translation>En cours</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Skipped</source>
      <translation>Ignorée</translation>
    </message>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>Step</source>
      <translation>Étape</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="322" />
      <source>Step {n}: {title}</source>
      <translation>Étape {n} : {title}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="305" />
      <source>This step changes things: the run asks you once before it starts.</source>
      <translation>Cette étape modifie des choses : l’exécution vous demande votre accord une seule fois, avant de commencer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="300" />
      <source>This tool is not in the catalog, so it may change things: the run asks you once before it starts.</source>
      <translation>Cet outil n’est pas dans le catalogue, il peut donc modifier des choses : l’exécution vous le demande une fois avant de commencer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="133" />
      <source>Tool: {name}</source>
      <translation>Outil : {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="124" />
      <source>Unrecognised step</source>
      <translation>Étape non reconnue</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="122" />
      <source>Wait {s} s</source>
      <translation>Attendre {s} s</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Waiting for your OK</source>
      <translation>À confirmer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="253" />
      <source>Yes</source>
      <translation>Oui</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/status_words.py" line="61" />
      <source>rehearsal</source>
      <translation>répétition</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/status_words.py" line="44" />
      <source>waiting {s} s</source>
      <translation>(encore {s} s)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="282" />
      <source>● Breakpoint: runs pause before this step.</source>
      <translation>● Point d’arrêt : l’exécution marque une pause avant cette étape.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="286" />
      <source>⚑ Pinned result: test runs use it instead of calling the tool.</source>
      <translation>⚑ Résultat épinglé : les exécutions de test l’utilisent au lieu d’appeler l’outil.</translation>
    </message>
  </context>
  <context>
    <name>TestReport</name>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="123" />
      <source>Add check</source>
      <translation>Ajouter une vérification</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="65" />
      <source>Rehearsing on {server}: nothing will be changed…</source>
      <translation>Répétition sur {server} : rien ne sera changé…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="135" />
      <source>Run or rehearse the recipe first: there is no run to report on.</source>
      <translation>Exécutez ou répétez d'abord la recette : il n'y a aucune exécution à rapporter.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="142" />
      <source>Save test report</source>
      <translation>Enregistrer le rapport de test</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="152" />
      <source>Test report not saved</source>
      <translation>Rapport de test non enregistré</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="154" />
      <source>Test report saved: {path}</source>
      <translation>Rapport de test enregistré : {path}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="144" />
      <source>Web page (*.html);;PDF document (*.pdf)</source>
      <translation>Page web (*.html);;Document PDF (*.pdf)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="139" />
      <source>recipe</source>
      <translation>recette</translation>
    </message>
  </context>
  <context>
    <name>ToolPicker</name>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="69" />
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="129" />
      <source>Any value</source>
      <translation>Toute valeur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="74" />
      <source>Arguments</source>
      <translation>Arguments</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="100" />
      <source>Asks its own confirmation: in a recipe it shows a preview instead of acting.</source>
      <translation>Demande sa propre confirmation : dans une recette, cet outil affiche un aperçu au lieu d’agir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="87" />
      <source>Changes things (asks for your confirmation before a run)</source>
      <translation>Modifie des choses (votre confirmation est demandée avant une exécution)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="145" />
      <source>Choose a tool — {catalog}</source>
      <translation>Choisir un outil — {catalog}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="106" />
      <source>Its full list of arguments is not public; only some are checked.</source>
      <translation>Sa liste complète d’arguments n’est pas publique ; seuls certains sont vérifiés.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="94" />
      <source>No description.</source>
      <translation>Aucune description.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="89" />
      <source>Only reads</source>
      <translation>Lecture seule</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="116" />
      <source>Result</source>
      <translation>Résultat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="152" />
      <source>Search tools</source>
      <translation>Rechercher des outils</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="151" />
      <source>Search tools by name or description</source>
      <translation>Rechercher un outil par nom ou description</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="117" />
      <source>Technical name: {name}</source>
      <translation>Nom technique : {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="170" />
      <source>Tool details</source>
      <translation>Détails de l’outil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="167" />
      <source>Tools</source>
      <translation>Outils</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="48" />
      <source>changes things</source>
      <translation>modifie des choses</translation>
    </message>
  </context>
  <context>
    <name>ToolServer</name>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="241" />
      <source> (use ** for powers)</source>
      <translation> (utilisez ** pour les puissances)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="165" />
      <location filename="recipe_studio/tools/calculator.py" line="135" />
      <source> at position {n}</source>
      <translation> à la position {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="137" />
      <source> at the end</source>
      <translation> à la fin</translation>
    </message>
    <message numerus="yes">
      <location filename="tools.server_texts" line="0" />
      <source>%n byte(s)</source>
      <translation>
        <numerusform>%n octet</numerusform>
        <numerusform>%n octets</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>, if it exists: {if_exists}</source>
      <translation>, si elle existe : {if_exists}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>0 usually means success; negative: ended by a signal.</source>
      <translation>0 signifie en général une réussite ; négatif : arrêtée par un signal.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="201" />
      <source>; its output so far: {output}</source>
      <translation> ; ce qu’elle avait affiché : {output}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>A link is listed but never followed.</source>
      <translation>Un lien est listé mais jamais suivi.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Action</source>
      <translation>Action</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Add to the end</source>
      <translation>Ajouter à la fin</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Add to the end of it</source>
      <translation>L’ajouter à la fin</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="161" />
      <source>Add {new} to the end of "{path}" (now {size})</source>
      <translation>Ajouter {new} à la fin de « {path} » (actuellement {size})</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="207" />
      <source>Add {new} to the end of the note "{name}" (now {size})</source>
      <translation>Ajouter {new} à la fin de la note « {name} » (actuellement {size})</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always false: the command was run.</source>
      <translation>Toujours false : la commande a été lancée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always false: the file was written.</source>
      <translation>Toujours false : le fichier a été écrit.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always false: the note was changed.</source>
      <translation>Toujours false : la note a été modifiée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always false: the note was deleted.</source>
      <translation>Toujours false : la note a été supprimée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always true: this is a preview, nothing was done.</source>
      <translation>Toujours true : ceci est un aperçu, rien n’a été fait.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Any JSON value; it is returned unchanged.</source>
      <translation>N’importe quelle valeur JSON ; elle est renvoyée telle quelle.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>April</source>
      <translation>avril</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Arithmetic such as "(12.5 + 7) * 3 / 2". Allowed: numbers, + - * / // % **, parentheses, pi, e, tau and abs, round, min, max, sqrt, floor, ceil, log, log10, exp, sin, cos, tan.</source>
      <translation>Un calcul comme "(12.5 + 7) * 3 / 2". Sont permis : les nombres, + - * / // % **, les parenthèses, pi, e, tau et abs, round, min, max, sqrt, floor, ceil, log, log10, exp, sin, cos, tan.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>At most</source>
      <translation>Au plus</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>At most this many matches.</source>
      <translation>Au plus ce nombre de résultats.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>August</source>
      <translation>août</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Bytes to write</source>
      <translation>Octets à écrire</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Bytes written</source>
      <translation>Octets écrits</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Calculate</source>
      <translation>Calculer</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Calculate an arithmetic expression safely (no code is run) and return the number. Errors say what is wrong and at which position.</source>
      <translation>Calcule une expression arithmétique en toute sécurité (aucun code n’est exécuté) et renvoie le nombre. Les erreurs indiquent ce qui ne va pas et à quelle position.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Calculation</source>
      <translation>Calcul</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Command</source>
      <translation>Commande</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Confirm</source>
      <translation>Confirmer</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="155" />
      <source>Create "{path}" with {new} of text</source>
      <translation>Créer « {path} » avec {new} de texte</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Create a new Markdown note. When a note of that name exists, it stops with an error (the default), or saves under a new name, adds to the note or replaces its text (a preview unless confirmed), as chosen.</source>
      <translation>Crée une nouvelle note Markdown. Si une note de ce nom existe, elle s’arrête avec une erreur (par défaut), ou bien enregistre sous un nouveau nom, complète la note ou remplace son texte (un aperçu sauf confirmation), selon votre choix.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Create a new file</source>
      <translation>Créer un nouveau fichier</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Create a note</source>
      <translation>Créer une note</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Create a text file inside the workspace folder, or replace or extend one. Changing an existing file without confirm: true changes nothing and answers with a preview.</source>
      <translation>Crée un fichier texte dans le dossier de travail, ou en remplace ou en complète un. Modifier un fichier existant sans confirm: true ne change rien et répond par un aperçu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="374" />
      <source>Create the note "{name}" with {new} of text</source>
      <translation>Créer la note « {name} » avec {new} de texte</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Current date and time</source>
      <translation>Date et heure actuelles</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Cut short</source>
      <translation>Tronqué</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Date</source>
      <translation>Date</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Date and time</source>
      <translation>Date et heure</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Day of the week</source>
      <translation>Jour de la semaine</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>December</source>
      <translation>décembre</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Delete a note</source>
      <translation>Supprimer une note</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Delete a note, by its exact name. Without confirm: true nothing is deleted and the answer is a preview.</source>
      <translation>Supprime une note, d’après son nom exact. Sans confirm: true, rien n’est supprimé et la réponse est un aperçu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="429" />
      <source>Delete the note "{name}" ({size})</source>
      <translation>Supprimer la note « {name} » ({size})</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Details</source>
      <translation>Détails</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Duration (ms)</source>
      <translation>Durée (ms)</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Echo</source>
      <translation>Écho</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Either the preview (called without confirm: true) or the change that was made.</source>
      <translation>Soit l’aperçu (appel sans confirm: true), soit la modification effectuée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Either the preview (called without confirm: true) or the deletion that was done.</source>
      <translation>Soit l’aperçu (appel sans confirm: true), soit la suppression effectuée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Either the preview (called without confirm: true) or the finished command.</source>
      <translation>Soit l’aperçu (appel sans confirm: true), soit la commande terminée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Either the preview (changing a file without confirm: true) or the write that was done.</source>
      <translation>Soit l’aperçu (modification d’un fichier sans confirm: true), soit l’écriture effectuée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Entries</source>
      <translation>Éléments</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Error output</source>
      <translation>Sortie d’erreur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Error output (the first 100,000 bytes).</source>
      <translation>Sortie d’erreur (les 100 000 premiers octets).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Error output cut short</source>
      <translation>Sortie d’erreur tronquée</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Exactly the value the tool was given.</source>
      <translation>Exactement la valeur reçue par l’outil.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Exit code</source>
      <translation>Code de sortie</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Extract</source>
      <translation>Extrait</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>February</source>
      <translation>février</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Find notes whose title or text contains the given text (any letter case).</source>
      <translation>Trouve les notes dont le titre ou le texte contient le texte donné (sans tenir compte des majuscules).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Folder</source>
      <translation>Dossier</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Folder to list, relative to the workspace folder. Default: the workspace itself.</source>
      <translation>Dossier à lister, relatif au dossier de travail. Par défaut : le dossier de travail lui-même.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Folders first, then files, by name.</source>
      <translation>Les dossiers d’abord, puis les fichiers, par nom.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Found in</source>
      <translation>Trouvé dans</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Friday</source>
      <translation>vendredi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Hint</source>
      <translation>Conseil</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>How</source>
      <translation>Comment</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>How the note was changed.</source>
      <translation>Comment la note a été modifiée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>How the note was saved.</source>
      <translation>Comment la note a été enregistrée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>How to make the tool act.</source>
      <translation>Comment faire agir l’outil.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>IANA time zone name such as "Europe/Paris" or "UTC". Leave it out (or empty) for the computer's own time zone.</source>
      <translation>Nom de fuseau horaire IANA, comme "Europe/Paris" ou "UTC". Omettez-le (ou laissez-le vide) pour le fuseau horaire de l’ordinateur.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>If the note exists</source>
      <translation>Si la note existe</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>In plain words, exactly what the tool would do.</source>
      <translation>En termes simples, exactement ce que ferait l’outil.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>January</source>
      <translation>janvier</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>July</source>
      <translation>juillet</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>June</source>
      <translation>juin</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Last changed</source>
      <translation>Dernière modification</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>List a folder inside the workspace folder: names, types, sizes, dates.</source>
      <translation>Liste un dossier du dossier de travail : noms, types, tailles, dates.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>List files</source>
      <translation>Lister les fichiers</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>List notes</source>
      <translation>Lister les notes</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>List the notes with their size and when they last changed, newest first.</source>
      <translation>Liste les notes avec leur taille et la date de leur dernière modification, les plus récentes d’abord.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Local tools for testing recipes: date and time, arithmetic, Markdown notes, files in one workspace folder and (if enabled) terminal commands. create_note (except with if_exists: replace on an existing note), and file_write on a file that does not exist yet, act at once. update_note, delete_note, create_note replacing a note, file_write on an existing file and run_terminal_command only answer with a preview of what they would do unless called with confirm: true.</source>
      <translation>Outils locaux pour tester des recettes : date et heure, calculs, notes Markdown, fichiers d’un dossier de travail et (si activées) commandes du terminal. create_note (sauf avec if_exists: replace sur une note existante), et file_write sur un fichier qui n’existe pas encore, agissent immédiatement. update_note, delete_note, create_note remplaçant une note, file_write sur un fichier existant et run_terminal_command ne répondent que par un aperçu de ce qu’ils feraient, sauf s’ils sont appelés avec confirm: true.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>March</source>
      <translation>mars</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Matches</source>
      <translation>Résultats</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>May</source>
      <translation>mai</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Monday</source>
      <translation>lundi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Name of the day</source>
      <translation>Nom du jour</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Name of the month</source>
      <translation>Nom du mois</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>New file</source>
      <translation>Nouveau fichier</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Note name</source>
      <translation>Nom de la note</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Notes</source>
      <translation>Notes</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Nothing was done. Call the tool again with "confirm": true to do it.</source>
      <translation>Rien n’a été fait. Rappelez l’outil avec "confirm": true pour le faire.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>November</source>
      <translation>novembre</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Now, ISO 8601 with the UTC offset.</source>
      <translation>Maintenant, au format ISO 8601 avec le décalage UTC.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Number</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>October</source>
      <translation>octobre</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Offset from UTC</source>
      <translation>Décalage par rapport à UTC</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Output</source>
      <translation>Sortie</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Output cut short</source>
      <translation>Sortie tronquée</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Path</source>
      <translation>Chemin</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Path of a text file, relative to the workspace folder.</source>
      <translation>Chemin d’un fichier texte, relatif au dossier de travail.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Path of the file, relative to the workspace folder, e.g. "reports/today.md".</source>
      <translation>Chemin du fichier, relatif au dossier de travail, par exemple "rapports/aujourdhui.md".</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Path relative to the workspace folder.</source>
      <translation>Chemin relatif au dossier de travail.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Preview</source>
      <translation>Aperçu</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Read a file</source>
      <translation>Lire un fichier</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Read a note</source>
      <translation>Lire une note</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Read a text file inside the workspace folder (the first 1,000,000 bytes).</source>
      <translation>Lit un fichier texte du dossier de travail (le premier million d’octets).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Read one note's Markdown text, by its name (title).</source>
      <translation>Lit le texte Markdown d’une note, d’après son nom (son titre).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Recipe Studio built-in tools</source>
      <translation>Outils intégrés de Recipe Studio</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Replace a note's text, or append text at its end. Without confirm: true nothing is changed and the answer is a preview.</source>
      <translation>Remplace le texte d’une note, ou ajoute du texte à sa fin. Sans confirm: true, rien n’est modifié et la réponse est un aperçu.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Replace its contents</source>
      <translation>Remplacer son contenu</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Replace its text</source>
      <translation>Remplacer son texte</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Replace its text (asks first)</source>
      <translation>Remplacer son texte (demande d’abord)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="157" />
      <source>Replace the contents of "{path}" ({size}) with {new} of new text</source>
      <translation>Remplacer le contenu de « {path} » ({size}) par {new} de nouveau texte</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="201" />
      <source>Replace the text of the note "{name}" ({size}) with {new} of new text</source>
      <translation>Remplacer le texte de la note « {name} » ({size}) par {new} de nouveau texte</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Result</source>
      <translation>Résultat</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Return the value it is given, unchanged. For testing recipes: it reads and changes nothing.</source>
      <translation>Renvoie telle quelle la valeur reçue. Pour tester des recettes : il ne lit et ne modifie rien.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Run a shell command in the workspace folder and return its exit code and output. Off unless turned on in Edit › Preferences. Without confirm: true nothing runs and the answer is a preview.</source>
      <translation>Lance une commande shell dans le dossier de travail et renvoie son code de sortie et ce qu’elle a affiché. Désactivé sauf si vous l’activez dans Édition › Préférences. Sans confirm: true, rien n’est lancé et la réponse est un aperçu.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Run a terminal command</source>
      <translation>Lancer une commande du terminal</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="153" />
      <source>Run the command `{command}` in the folder {folder}, stopping it after {seconds:g} s</source>
      <translation>Lancer la commande `{command}` dans le dossier {folder}, en l’arrêtant au bout de {seconds:g} s</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Saturday</source>
      <translation>samedi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Save under a new name</source>
      <translation>Enregistrer sous un nouveau nom</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Search notes</source>
      <translation>Chercher dans les notes</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Search text</source>
      <translation>Texte cherché</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Seconds since 1970-01-01 00:00 UTC.</source>
      <translation>Secondes écoulées depuis le 1970-01-01 00:00 UTC.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>September</source>
      <translation>septembre</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size</source>
      <translation>Taille</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size in bytes (files only).</source>
      <translation>Taille en octets (fichiers seulement).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size in bytes after saving.</source>
      <translation>Taille en octets après l’enregistrement.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size in bytes of the deleted note.</source>
      <translation>Taille en octets de la note supprimée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size in bytes.</source>
      <translation>Taille en octets.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size now</source>
      <translation>Taille actuelle</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Standard output (the first 100,000 bytes).</source>
      <translation>Sortie standard (les 100 000 premiers octets).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Stop the command after this many seconds (at most 600).</source>
      <translation>Arrête la commande après ce nombre de secondes (600 au plus).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Stop with an error</source>
      <translation>S’arrêter avec une erreur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Sunday</source>
      <translation>dimanche</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Text</source>
      <translation>Texte</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Text to look for (any letter case).</source>
      <translation>Texte à chercher (sans tenir compte des majuscules).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The IANA time zone name (or an abbreviation if unknown).</source>
      <translation>Le nom du fuseau horaire IANA (ou une abréviation s’il est inconnu).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The current date and time, in the computer's time zone or in a named IANA time zone, with weekday, UTC offset and Unix timestamp.</source>
      <translation>La date et l’heure actuelles, dans le fuseau horaire de l’ordinateur ou dans un fuseau IANA donné, avec le jour de la semaine, le décalage UTC et l’horodatage Unix.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The day of the week in English, e.g. Monday.</source>
      <translation>Le jour de la semaine en anglais, par exemple Monday.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The day of the week in the language of the tools, e.g. Monday (lundi in French), for a text people read; compare weekday, which is always in English.</source>
      <translation>Le jour de la semaine dans la langue des outils, par exemple lundi (Monday en anglais), pour un texte à lire ; pour comparer, utilisez weekday, qui est toujours en anglais.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The expression as given.</source>
      <translation>L’expression telle qu’elle a été donnée.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The facts the sentence is made of.</source>
      <translation>Les éléments dont la phrase est faite.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The file's full size in bytes.</source>
      <translation>La taille complète du fichier en octets.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The file's size in bytes afterwards.</source>
      <translation>La taille du fichier en octets après l’écriture.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The file's text (UTF-8).</source>
      <translation>Le texte du fichier (UTF-8).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The folder listed, relative to the workspace folder.</source>
      <translation>Le dossier listé, relatif au dossier de travail.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The name of the month in the language of the tools, e.g. December.</source>
      <translation>Le nom du mois dans la langue des outils, par exemple décembre.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note that was saved, or the preview of replacing one (without confirm: true).</source>
      <translation>La note enregistrée, ou l’aperçu du remplacement d’une note (sans confirm: true).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note's Markdown text.</source>
      <translation>Le texte Markdown de la note.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note's name (its title), e.g. "Shopping".</source>
      <translation>Le nom de la note (son titre), par exemple "Courses".</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note's name (title).</source>
      <translation>Le nom de la note (son titre).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note's text, in Markdown.</source>
      <translation>Le texte de la note, en Markdown.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The notes, most recently changed first.</source>
      <translation>Les notes, les plus récemment modifiées d’abord.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The offset from UTC, e.g. +02:00.</source>
      <translation>Le décalage par rapport à UTC, par exemple +02:00.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The shell command to run, e.g. "ls -la". It runs in the workspace folder.</source>
      <translation>La commande shell à lancer, par exemple "ls -la". Elle s’exécute dans le dossier de travail.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The text around the first match (or the first line).</source>
      <translation>Le texte autour du premier résultat (ou la première ligne).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The text to write (UTF-8).</source>
      <translation>Le texte à écrire (UTF-8).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The time of day, HH:MM:SS (24-hour clock).</source>
      <translation>L’heure, HH:MM:SS (sur 24 heures).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The tool that would act.</source>
      <translation>L’outil qui agirait.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The value of the expression.</source>
      <translation>La valeur de l’expression.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Thursday</source>
      <translation>jeudi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Time</source>
      <translation>Heure</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Time limit (seconds)</source>
      <translation>Durée maximale (secondes)</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Time zone</source>
      <translation>Fuseau horaire</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Today's date, YYYY-MM-DD.</source>
      <translation>La date du jour, AAAA-MM-JJ.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>True if only the first 1,000,000 bytes are given.</source>
      <translation>True si seul le premier million d’octets est donné.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>True if only the first 1000 are listed.</source>
      <translation>True si seuls les 1000 premiers sont listés.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>True if the file did not exist before.</source>
      <translation>True si le fichier n’existait pas avant.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Tuesday</source>
      <translation>mardi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Type</source>
      <translation>Type</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Unix time</source>
      <translation>Heure Unix</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Update a note</source>
      <translation>Modifier une note</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Value</source>
      <translation>Valeur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Wednesday</source>
      <translation>mercredi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>What a state-changing tool would do. Nothing was done.</source>
      <translation>Ce que ferait un outil qui modifie quelque chose. Rien n’a été fait.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>What to do when a note of that name already exists: refuse (nothing is changed), new_name (save under the name with a number added), append (add the text at its end) or replace (replace its text; without confirm: true the answer is a preview).</source>
      <translation>Que faire si une note de ce nom existe déjà : refuse (rien ne change), new_name (enregistrer sous ce nom suivi d’un numéro), append (ajouter le texte à la fin) ou replace (remplacer son texte ; sans confirm: true, la réponse est un aperçu).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>When it last changed, ISO 8601.</source>
      <translation>Date de la dernière modification, au format ISO 8601.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Would do</source>
      <translation>Ferait</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Write a file</source>
      <translation>Écrire un fichier</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="317" />
      <source>a comparison</source>
      <translation>une comparaison</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="324" />
      <source>a dictionary</source>
      <translation>un dictionnaire</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="322" />
      <source>a list</source>
      <translation>une liste</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="278" />
      <source>a note can hold at most {size}</source>
      <translation>une note peut contenir au plus {size}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="69" />
      <source>a note name can be at most {n} characters long</source>
      <translation>un nom de note peut compter au plus {n} caractères</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="71" />
      <source>a note name cannot contain line breaks or control characters</source>
      <translation>un nom de note ne peut pas contenir de retour à la ligne ni de caractère de contrôle</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="359" />
      <source>a note named {name!r} already exists; choose under “If the note exists” whether to save under a new name, add to it or replace it</source>
      <translation>une note nommée {name!r} existe déjà ; choisissez dans « Si la note existe » s’il faut enregistrer sous un nouveau nom, y ajouter le texte ou la remplacer</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="67" />
      <source>a note needs a name</source>
      <translation>une note doit avoir un nom</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="176" />
      <source>a path cannot contain a NUL character</source>
      <translation>un chemin ne peut pas contenir le caractère NUL</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="325" />
      <source>a set</source>
      <translation>un ensemble</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="321" />
      <source>a text string</source>
      <translation>un texte</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="323" />
      <source>a tuple</source>
      <translation>un n-uplet</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="315" />
      <source>an attribute</source>
      <translation>un attribut</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="25" />
      <source>and {n} more</source>
      <translation>et {n} de plus</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="318" />
      <source>and/or</source>
      <translation>and/or</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>at most {limit}</source>
      <translation>au plus {limit}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>containing {query}</source>
      <translation>contenant {query}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>create: a new file (an existing one is refused); overwrite: replace the file's contents; append: add at its end. Changing an existing file needs confirm.</source>
      <translation>create : un nouveau fichier (un fichier existant est refusé) ; overwrite : remplace le contenu du fichier ; append : ajoute à la fin. Modifier un fichier existant demande confirm.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="266" />
      <source>division by zero{where}</source>
      <translation>division par zéro{where}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="231" />
      <source>division by zero{where} (0 to a negative power)</source>
      <translation>division par zéro{where} (0 à une puissance négative)</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>how: {mode}</source>
      <translation>mode : {mode}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="319" />
      <source>if/else</source>
      <translation>if/else</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>in the time zone {timezone}</source>
      <translation>dans le fuseau horaire {timezone}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>in {path}</source>
      <translation>dans {path}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="316" />
      <source>indexing</source>
      <translation>un indice</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="139" />
      <source>invalid syntax</source>
      <translation>syntaxe incorrecte</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="79" />
      <source>log() needs a positive number (and a positive base other than 1)</source>
      <translation>log() demande un nombre positif (et une base positive différente de 1)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="85" />
      <source>log10() needs a positive number</source>
      <translation>log10() demande un nombre positif</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>replace: the body becomes the note's text; append: it is added at the end.</source>
      <translation>replace : le corps devient le texte de la note ; append : il est ajouté à la fin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="56" />
      <source>round() takes a whole number of digits between -{limit} and {limit}</source>
      <translation>round() prend un nombre entier de chiffres entre -{limit} et {limit}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="73" />
      <source>sqrt() of a negative number is not a real number</source>
      <translation>sqrt() d’un nombre négatif n’est pas un nombre réel</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>stopped after {timeout_seconds} s</source>
      <translation>arrêtée après {timeout_seconds} s</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>terminal access is off; turn it on in Recipe Studio under Edit › Preferences (on macOS: Recipe Studio › Settings)</source>
      <translation>l’accès au terminal est désactivé ; activez-le dans Recipe Studio, menu Édition › Préférences (sur macOS : Recipe Studio › Réglages)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="90" />
      <source>that note name is too long to be stored as a file</source>
      <translation>ce nom de note est trop long pour être enregistré comme fichier</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="48" />
      <source>the argument {name!r} is missing</source>
      <translation>l’argument {name!r} manque</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="66" />
      <source>the argument {name!r} is not valid: {reason}</source>
      <translation>l’argument {name!r} n’est pas valide : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="54" />
      <source>the argument {name!r} must be a number</source>
      <translation>l’argument {name!r} doit être un nombre</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="50" />
      <source>the argument {name!r} must be a text</source>
      <translation>l’argument {name!r} doit être un texte</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="52" />
      <source>the argument {name!r} must be a whole number</source>
      <translation>l’argument {name!r} doit être un nombre entier</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="61" />
      <source>the argument {name!r} must be at least {limit}</source>
      <translation>l’argument {name!r} doit valoir au moins {limit}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="65" />
      <source>the argument {name!r} must be at most {limit}</source>
      <translation>l’argument {name!r} doit valoir au plus {limit}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="63" />
      <source>the argument {name!r} must be less than {limit}</source>
      <translation>l’argument {name!r} doit être inférieur à {limit}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="59" />
      <source>the argument {name!r} must be more than {limit}</source>
      <translation>l’argument {name!r} doit être supérieur à {limit}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="56" />
      <source>the argument {name!r} must be true or false</source>
      <translation>l’argument {name!r} doit être vrai ou faux</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="198" />
      <source>the command could not be started: {reason}</source>
      <translation>la commande n’a pas pu être lancée : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="202" />
      <source>the command did not finish within {seconds:g} s and was stopped{tail}</source>
      <translation>la commande ne s’est pas terminée en {seconds:g} s et a été arrêtée{tail}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="190" />
      <source>the command is empty</source>
      <translation>la commande est vide</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="130" />
      <source>the expression is empty</source>
      <translation>l’expression est vide</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="154" />
      <source>the expression is nested more than {limit} levels deep</source>
      <translation>l’expression a plus de {limit} niveaux d’imbrication</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="140" />
      <source>the expression is not valid{where}: {reason}</source>
      <translation>l’expression n’est pas valide{where} : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="144" />
      <source>the expression is too complex to read</source>
      <translation>l’expression est trop complexe pour être lue</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="120" />
      <source>the expression is {length:,} characters long; the limit is {limit:,}</source>
      <translation>l’expression fait {length:,} caractères ; la limite est {limit:,}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/registry.py" line="96" />
      <source>the file system refused: {reason}</source>
      <translation>le système de fichiers a refusé : {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/registry.py" line="93" />
      <source>the file system refused: {reason} ({file})</source>
      <translation>le système de fichiers a refusé : {reason} ({file})</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="268" />
      <source>the note {name!r} is larger than {size}</source>
      <translation>la note {name!r} dépasse {size}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="227" />
      <source>the power{where} is too large to calculate</source>
      <translation>la puissance{where} est trop grande pour être calculée</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="172" />
      <source>the result{where} has more than {limit:,} digits</source>
      <translation>le résultat{where} a plus de {limit:,} chiffres</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="169" />
      <source>the result{where} is not a real number</source>
      <translation>le résultat{where} n’est pas un nombre réel</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="268" />
      <source>the result{where} is too large</source>
      <translation>le résultat{where} est trop grand</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="179" />
      <source>the result{where} is too large (or not a number)</source>
      <translation>le résultat{where} est trop grand (ou n’est pas un nombre)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="305" />
      <source>the search text is empty</source>
      <translation>le texte à chercher est vide</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="386" />
      <source>there are too many notes named {name!r}</source>
      <translation>il y a trop de notes nommées {name!r}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="259" />
      <source>there is no note named {name!r}</source>
      <translation>il n’existe aucune note nommée {name!r}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="240" />
      <source>this operator</source>
      <translation>cet opérateur</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="45" />
      <source>this tool has no argument {name!r}</source>
      <translation>cet outil n’a pas d’argument {name!r}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>true to really do it. Without it (or false) nothing is changed and the answer is a preview of exactly what would happen.</source>
      <translation>true pour le faire réellement. Sans lui (ou avec false), rien n’est modifié et la réponse est un aperçu exact de ce qui se passerait.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="277" />
      <source>unknown function {name!r}{where} (known: {known})</source>
      <translation>fonction inconnue {name!r}{where} (connues : {known})</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="198" />
      <source>unknown name {name!r}{where} (known: {known})</source>
      <translation>nom inconnu {name!r}{where} (connus : {known})</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/general.py" line="105" />
      <source>unknown time zone {name!r}: use an IANA name such as "Europe/Paris", "America/New_York" or "UTC"</source>
      <translation>fuseau horaire inconnu {name!r} : utilisez un nom IANA comme "Europe/Paris", "America/New_York" ou "UTC"</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>with the text {body}</source>
      <translation>avec le texte {body}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>with the text {content}</source>
      <translation>avec le texte {content}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="295" />
      <source>{least} to {most}</source>
      <translation>de {least} à {most}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="307" />
      <source>{name}(){where} cannot be calculated for that</source>
      <translation>{name}(){where} ne peut pas être calculé pour cette valeur</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="291" />
      <source>{name}(){where} takes one number</source>
      <translation>{name}(){where} prend un seul nombre</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="286" />
      <source>{name}(){where} takes plain numbers only</source>
      <translation>{name}(){where} ne prend que des nombres</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="297" />
      <source>{name}(){where} takes {count} numbers</source>
      <translation>{name}(){where} prend {count} nombres</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="327" />
      <source>{path!r} already exists; use mode "overwrite" or "append" to change it</source>
      <translation>{path!r} existe déjà ; utilisez le mode "overwrite" ou "append" pour le modifier</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/common.py" line="208" />
      <source>{path!r} changed while it was being used (a folder or file became a link); try again</source>
      <translation>{path!r} a changé pendant son utilisation (un dossier ou un fichier est devenu un lien) ; réessayez</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="235" />
      <location filename="recipe_studio/tools/files.py" line="276" />
      <source>{path!r} does not exist</source>
      <translation>{path!r} n’existe pas</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="187" />
      <source>{path!r} goes through a link that points outside the workspace folder</source>
      <translation>{path!r} passe par un lien qui pointe hors du dossier de travail</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="144" />
      <location filename="recipe_studio/tools/files.py" line="318" />
      <source>{path!r} is a folder, not a file</source>
      <translation>{path!r} est un dossier, pas un fichier</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="277" />
      <source>{path!r} is not a file</source>
      <translation>{path!r} n’est pas un fichier</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="236" />
      <source>{path!r} is not a folder</source>
      <translation>{path!r} n’est pas un dossier</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/common.py" line="202" />
      <location filename="recipe_studio/tools/files.py" line="148" />
      <source>{path!r} is not a regular file</source>
      <translation>{path!r} n’est pas un fichier ordinaire</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="290" />
      <source>{path!r} is not a text file (UTF-8)</source>
      <translation>{path!r} n’est pas un fichier texte (UTF-8)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="182" />
      <source>{path!r} is outside the workspace folder; use a path inside it</source>
      <translation>{path!r} est en dehors du dossier de travail ; utilisez un chemin à l’intérieur</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="207" />
      <source>{sign}{where} is not supported (only + and - signs)</source>
      <translation>{sign}{where} n’est pas pris en charge (seuls les signes + et - le sont)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="242" />
      <source>{symbol}{where} is not supported{advice}</source>
      <translation>{symbol}{where} n’est pas pris en charge{advice}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="190" />
      <source>{value!r}{where} is not a number</source>
      <translation>{value!r}{where} n’est pas un nombre</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="218" />
      <source>{what}{where} is not allowed in a calculation</source>
      <translation>{what}{where} n’est pas permis dans un calcul</translation>
    </message>
  </context>
  <context>
    <name>Tour</name>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="88" />
      <source>All your recipes are listed here. Search by name, description or tool; drafts and files that cannot be read are marked.</source>
      <translation>Toutes vos recettes sont listées ici. Recherchez-les par nom, description ou outil ; les brouillons et les fichiers illisibles sont signalés.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="69" />
      <source>Back</source>
      <translation>Précédent</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="109" />
      <source>Choose the step's tool and fill in its arguments. The {x} and ⤷ buttons insert a parameter or an earlier step's result, so you never type ${…} yourself.</source>
      <translation>Choisissez l’outil de l’étape et renseignez ses arguments. Les boutons {x} et ⤷ insèrent un paramètre ou le résultat d’une étape précédente : vous n’avez jamais à taper ${…} vous-même.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="71" />
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="116" />
      <source>Everything the platform would refuse is listed here. Double-click a problem to go to it.</source>
      <translation>Tout ce que la plateforme refuserait est listé ici. Double-cliquez sur un problème pour y accéder.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="52" />
      <source>Guided tour</source>
      <translation>Visite guidée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="95" />
      <source>Name the recipe, describe it, and choose the platform it is for: the rules of that platform are checked as you type.</source>
      <translation>Nommez la recette, décrivez-la et choisissez sa plateforme cible : les règles de cette plateforme sont vérifiées au fil de la saisie.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="70" />
      <source>Next</source>
      <translation>Suivant</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="123" />
      <source>Press Ctrl+R to test the recipe with the built-in tools. Steps that change something are listed for your confirmation first; results appear here.</source>
      <translation>Appuyez sur Ctrl+R pour tester la recette avec les outils intégrés. Les étapes qui modifient quelque chose vous sont d’abord présentées pour confirmation ; les résultats s’affichent ici.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="115" />
      <source>Problems</source>
      <translation>Problèmes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="108" />
      <source>Step inspector</source>
      <translation>Inspecteur d’étape</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="101" />
      <source>Steps</source>
      <translation>Étapes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="102" />
      <source>Steps run in order. Add a tool step or a wait, drag rows to reorder them (or Alt+Up/Down); references to earlier results follow their steps.</source>
      <translation>Les étapes s’exécutent dans l’ordre. Ajoutez une étape d’outil ou une attente, faites glisser les lignes pour les réordonner (ou Alt+Haut/Bas) ; les références aux résultats précédents suivent leurs étapes.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="122" />
      <source>Test runs</source>
      <translation>Exécutions de test</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="94" />
      <source>The recipe</source>
      <translation>La recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="87" />
      <source>Your recipes</source>
      <translation>Vos recettes</translation>
    </message>
  </context>
  <context>
    <name>TryStep</name>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="87" />
      <source>A run is in progress; stop it first.</source>
      <translation>Une exécution est en cours ; arrêtez-la d’abord.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="51" />
      <source>Choose a tool for this step first.</source>
      <translation>Choisissez d’abord un outil pour cette étape.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="103" />
      <source>Not tried: the server says this tool changes things, so it can only run in a test run, after you confirm.</source>
      <translation>Étape non essayée : le serveur indique que cet outil modifie des choses ; il ne peut donc s’exécuter que lors d’une exécution de test, après votre confirmation.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="50" />
      <source>Only a tool step can be tried.</source>
      <translation>Seule une étape d’outil peut être essayée.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="34" />
      <source>Run just this step with its current arguments to see its result; later steps are then offered its fields. Its tool only reads, so nothing changes.</source>
      <translation>Exécute seulement cette étape avec ses arguments actuels pour voir son résultat ; ses champs sont ensuite proposés aux étapes suivantes. Son outil ne fait que lire : rien n’est modifié.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="43" />
      <source>Select a tool step to try it.</source>
      <translation>Sélectionnez une étape d’outil pour l’essayer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="68" />
      <source>Step {n} reads the result of step {m}, which has not run yet. Run the recipe up to step {last} first, then try this step again.</source>
      <translation>L’étape {n} lit le résultat de l’étape {m}, qui n’a pas encore été exécutée. Exécutez d’abord la recette jusqu’à l’étape {last}, puis essayez de nouveau cette étape.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="73" />
      <source>Step {n} reads the results of steps {m}, which have not run yet. Run the recipe up to step {last} first, then try this step again.</source>
      <translation>L’étape {n} lit les résultats des étapes {m}, qui n’ont pas encore été exécutées. Exécutez d’abord la recette jusqu’à l’étape {last}, puis essayez de nouveau cette étape.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="116" />
      <location filename="recipe_studio/gui/run/trial.py" line="118" />
      <source>Try this step</source>
      <translation>Essayer cette étape</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="56" />
      <source>“{tool}” changes things, so it cannot be tried on its own: only a step whose tool only reads can be tried. Test the recipe instead; it asks before any change.</source>
      <translation>« {tool} » modifie des choses, il ne peut donc pas être essayé seul : seule une étape dont l’outil ne fait que lire peut être essayée. Testez plutôt la recette ; elle demande confirmation avant toute modification.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="52" />
      <source>“{tool}” is not in the catalog, so it may change things: only a step whose tool only reads can be tried.</source>
      <translation>« {tool} » n’est pas dans le catalogue, il pourrait donc modifier des choses : seule une étape dont l’outil ne fait que lire peut être essayée.</translation>
    </message>
  </context>
  <context>
    <name>UseElsewhere</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="114" />
      <source>%n recipe(s) will appear as tools: {names}.</source>
      <translation>
        <numerusform>%n recette apparaîtra comme outil : {names}.</numerusform>
        <numerusform>%n recettes apparaîtront comme outils : {names}.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="154" />
      <source>&amp;Copy</source>
      <translation>&amp;Copier</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="134" />
      <source>A copy of its previous settings is kept beside them.</source>
      <translation>Une copie de ses réglages précédents est conservée à côté.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="140" />
      <source>Add this entry to the app's MCP server settings, then restart the app. Where the files are on this computer:</source>
      <translation>Ajoutez cette entrée aux réglages des serveurs MCP de l’application, puis redémarrez-la. Emplacement des fichiers sur cet ordinateur :</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="85" />
      <source>Add to {app}</source>
      <translation>Ajouter à {app}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="90" />
      <source>Added to {app}. Restart {app} to see your recipes as tools.</source>
      <translation>Ajouté à {app}. Redémarrez {app} pour voir vos recettes comme outils.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="134" />
      <source>Any other app</source>
      <translation>Toute autre application</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="70" />
      <source>Apps that speak MCP, such as desktop AI assistants, can run your saved recipes as tools; a recipe that changes something asks you to confirm first.</source>
      <translation>Les applications qui parlent MCP, comme les assistants d’IA de bureau, peuvent lancer vos recettes enregistrées comme des outils ; une recette qui modifie quelque chose vous demande d’abord confirmation.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="163" />
      <source>Copied</source>
      <translation>Copié</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="118" />
      <source>No recipe will appear yet: save a recipe without errors first.</source>
      <translation>Aucune recette n’apparaîtra encore : enregistrez d’abord une recette sans erreur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="122" />
      <source>Not added to {app}</source>
      <translation>Non ajouté à {app}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="152" />
      <source>Server entry for MCP apps</source>
      <translation>Entrée de serveur pour les applications MCP</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="52" />
      <source>The list of servers in the settings of {app} is not what Recipe Studio expects, so it was left as it is.</source>
      <translation>La liste des serveurs dans les réglages de {app} n’a pas la forme attendue ; le fichier a été laissé tel quel.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="46" />
      <source>The settings file of {app} cannot be read.</source>
      <translation>Le fichier de réglages de {app} est illisible.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="56" />
      <source>The settings file of {app} could not be written; nothing was changed.</source>
      <translation>Le fichier de réglages de {app} n’a pas pu être écrit ; rien n’a été modifié.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="48" />
      <source>The settings file of {app} does not hold settings Recipe Studio understands, so it was left as it is.</source>
      <translation>Le fichier de réglages de {app} ne contient pas des réglages que Recipe Studio comprend ; il a été laissé tel quel.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="47" />
      <source>The settings file of {app} is not valid JSON, so it was left as it is.</source>
      <translation>Le fichier de réglages de {app} n’est pas un JSON valide ; il a été laissé tel quel.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="66" />
      <source>Use in other apps</source>
      <translation>Utiliser dans d’autres applications</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="95" />
      <source>What was done</source>
      <translation>Ce qui a été fait</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="109" />
      <source>Which recipes appear</source>
      <translation>Les recettes proposées</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="72" />
      <source>Your apps</source>
      <translation>Vos applications</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="48" />
      <source>another file holds a recipe of the same name</source>
      <translation>un autre fichier contient une recette du même nom</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="51" />
      <source>it cannot be offered</source>
      <translation>elle ne peut pas être proposée</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="47" />
      <source>it has %n error(s): the Problems panel lists them</source>
      <translation>
        <numerusform>elle a %n erreur : le panneau Problèmes l’indique</numerusform>
        <numerusform>elle a %n erreurs : le panneau Problèmes les liste</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="46" />
      <source>it is a draft: finish it and save it as a recipe</source>
      <translation>c’est un brouillon : terminez-la et enregistrez-la comme recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="49" />
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="50" />
      <source>its file cannot be read</source>
      <translation>son fichier est illisible</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="91" />
      <source>{app} already runs your recipes; nothing needed changing.</source>
      <translation>{app} lance déjà vos recettes ; rien n’était à changer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="107" />
      <source>{app}: found on this computer.</source>
      <translation>{app} : présent sur cet ordinateur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="100" />
      <source>{app}: not found on this computer.</source>
      <translation>{app} : absent de cet ordinateur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="89" />
      <source>{app}: your recipes are already set up there.</source>
      <translation>{app} : vos recettes y sont déjà installées.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="137" />
      <source>{app}: {path}</source>
      <translation>{app} : {path}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="115" />
      <source>“{name}”</source>
      <translation>« {name} »</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="123" />
      <source>“{name}” is left out: {why}.</source>
      <translation>« {name} » n’est pas proposée : {why}.</translation>
    </message>
  </context>
  <context>
    <name>Versions</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="153" />
      <source>%n parameter(s) changed</source>
      <translation>
        <numerusform>%n paramètre modifié</numerusform>
        <numerusform>%n paramètres modifiés</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="146" />
      <source>%n step(s) added</source>
      <translation>
        <numerusform>%n étape ajoutée</numerusform>
        <numerusform>%n étapes ajoutées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="149" />
      <source>%n step(s) changed</source>
      <translation>
        <numerusform>%n étape modifiée</numerusform>
        <numerusform>%n étapes modifiées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="148" />
      <source>%n step(s) moved</source>
      <translation>
        <numerusform>%n étape déplacée</numerusform>
        <numerusform>%n étapes déplacées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="147" />
      <source>%n step(s) removed</source>
      <translation>
        <numerusform>%n étape retirée</numerusform>
        <numerusform>%n étapes retirées</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="82" />
      <source>A step is added: {step}.</source>
      <translation>Une étape est ajoutée : {step}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="83" />
      <source>A step is removed: {step}.</source>
      <translation>Une étape est retirée : {step}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="92" />
      <source>Something else changes.</source>
      <translation>Autre chose change.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="85" />
      <source>Step {n} uses “{new_raw}” instead of “{old_raw}”.</source>
      <translation>L’étape {n} utilise « {new_raw} » au lieu de « {old_raw} ».</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="89" />
      <source>Step {n} waits {new_raw} s instead of {old_raw} s.</source>
      <translation>L’étape {n} attend {new_raw} s au lieu de {old_raw} s.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="129" />
      <source>The default of “{name}” changes from {old} to {new}.</source>
      <translation>La valeur par défaut de « {name} » passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="79" />
      <source>The description changes from {old} to {new}.</source>
      <translation>La description passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="130" />
      <source>The description for other apps of “{name}” changes from {old} to {new}.</source>
      <translation>La description pour les autres applications de « {name} » passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="127" />
      <source>The explanation of “{name}” changes from {old} to {new}.</source>
      <translation>L’explication de « {name} » passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="77" />
      <source>The name changes from {old} to {new}.</source>
      <translation>Le nom passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="128" />
      <source>The parameter “{name}” changes type from {old} to {new}.</source>
      <translation>Le type du paramètre « {name} » passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="134" />
      <source>The parameter “{name}” changes.</source>
      <translation>Le paramètre « {name} » change.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="80" />
      <source>The parameter “{name}” is added.</source>
      <translation>Le paramètre « {name} » est ajouté.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="81" />
      <source>The parameter “{name}” is removed.</source>
      <translation>Le paramètre « {name} » est retiré.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="78" />
      <source>The target changes from “{old_t}” to “{new_t}”.</source>
      <translation>La cible passe de « {old_t} » à « {new_t} ».</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="126" />
      <source>The title of the parameter “{identifier}” changes from {old} to {new}.</source>
      <translation>Le titre du paramètre « {identifier} » passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="133" />
      <source>Whether “{name}” is required changes from {old} to {new}.</source>
      <translation>« {name} » obligatoire : passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="152" />
      <source>description changed</source>
      <translation>description modifiée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="150" />
      <source>name changed</source>
      <translation>nom modifié</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="36" />
      <source>no</source>
      <translation>non</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="140" />
      <source>no change</source>
      <translation>aucun changement</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="34" />
      <source>nothing</source>
      <translation>rien</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="56" />
      <source>step {n} (a wait)</source>
      <translation>étape {n} (une attente)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="55" />
      <source>step {n} ({tool})</source>
      <translation>étape {n} ({tool})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="151" />
      <source>target changed</source>
      <translation>cible modifiée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="36" />
      <source>yes</source>
      <translation>oui</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="72" />
      <source>{step} becomes optional.</source>
      <translation>{step} devient facultative.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="90" />
      <source>{step} changes.</source>
      <translation>{step} change.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="74" />
      <source>{step} is no longer optional.</source>
      <translation>{step} n’est plus facultative.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="84" />
      <source>{step} moves to place {to}.</source>
      <translation>{step} passe à la place {to}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="88" />
      <source>{step}: “{argument}” changes from {old} to {new}.</source>
      <translation>{step} : « {argument} » passe de {old} à {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="87" />
      <source>{step}: “{argument}” is removed (it was {old}).</source>
      <translation>{step} : « {argument} » est retiré (il valait {old}).</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="86" />
      <source>{step}: “{argument}” is set to {new}.</source>
      <translation>{step} : « {argument} » reçoit {new}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="48" />
      <source>“{text}”</source>
      <translation>« {text} »</translation>
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="103" />
      <source>A recipe is a named list of tool calls that runs as one command. Build one here, test it with the built-in tools, then save it or publish it to your host.</source>
      <translation>Une recette est une liste nommée d’appels d’outils qui s’exécute comme une seule commande. Créez-en une ici, testez-la avec les outils intégrés, puis enregistrez-la ou publiez-la sur votre hôte.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="114" />
      <source>Import a file…</source>
      <translation>Importer un fichier…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="112" />
      <source>New recipe</source>
      <translation>Nouvelle recette</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="92" />
      <source>Recent recipes</source>
      <translation>Recettes récentes</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="85" />
      <source>Start from an example</source>
      <translation>Partir d’un exemple</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="116" />
      <source>Take the guided tour</source>
      <translation>Faire la visite guidée</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="74" />
      <source>Welcome</source>
      <translation>Bienvenue</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="97" />
      <source>Welcome to Recipe Studio</source>
      <translation>Bienvenue dans Recipe Studio</translation>
    </message>
  </context>
  <context>
    <name>When</name>
    <message>
      <location filename="recipe_studio/gui/when.py" line="27" />
      <source>today {time}</source>
      <translation>aujourd’hui à {time}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/when.py" line="29" />
      <source>yesterday {time}</source>
      <translation>hier à {time}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/when.py" line="31" />
      <source>{date}, {time}</source>
      <translation>le {date} à {time}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/when.py" line="38" />
      <source>{ms} ms</source>
      <translation>{ms} ms</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/when.py" line="39" />
      <source>{s} s</source>
      <translation>{s} s</translation>
    </message>
  </context>
  <context>
    <name>Words</name>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="91" />
      <source>Custom tool of another assistant</source>
      <translation>Outil personnalisé d’un autre assistant</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="72" />
      <source>Group of values</source>
      <translation>Groupe de valeurs</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="73" />
      <source>List</source>
      <translation>Liste</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="87" />
      <source>Mac — recipe (current version)</source>
      <translation>Mac — recette (version actuelle)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="89" />
      <source>Mac — recipe (earlier version)</source>
      <translation>Mac — recette (version précédente)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="68" />
      <location filename="recipe_studio/gui/words.py" line="69" />
      <source>Number</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="63" />
      <location filename="recipe_studio/gui/words.py" line="64" />
      <location filename="recipe_studio/gui/words.py" line="65" />
      <source>Text</source>
      <translation>Texte</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="66" />
      <location filename="recipe_studio/gui/words.py" line="67" />
      <source>Whole number</source>
      <translation>Nombre entier</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="88" />
      <source>Windows — recipe (current version)</source>
      <translation>Windows — recette (version actuelle)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="90" />
      <source>Windows — recipe (earlier version)</source>
      <translation>Windows — recette (version précédente)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="70" />
      <location filename="recipe_studio/gui/words.py" line="71" />
      <source>Yes or no</source>
      <translation>Oui ou non</translation>
    </message>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>no</source>
      <translation>non</translation>
    </message>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>yes</source>
      <translation>oui</translation>
    </message>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>“</source>
      <translation>« </translation>
    </message>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>”</source>
      <translation> »</translation>
    </message>
  </context>
  <context>
    <name>places</name>
    <message>
      <location filename="core.problem_text" line="places" />
      <source> › </source>
      <translation> › </translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Description</source>
      <translation>Description</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Format version</source>
      <translation>Version du format</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Optional</source>
      <translation>Facultative</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Outputs</source>
      <translation>Sorties</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Parameter {n}</source>
      <translation>Paramètre {n}</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Parameters</source>
      <translation>Paramètres</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Pause</source>
      <translation>Pause</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Recipe</source>
      <translation>Recette</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Recipe name</source>
      <translation>Nom de la recette</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Recipe {n}</source>
      <translation>Recette {n}</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Step id</source>
      <translation>Identifiant d’étape</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Step {n}</source>
      <translation>Étape {n}</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Steps</source>
      <translation>Étapes</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Tool</source>
      <translation>Outil</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>default value</source>
      <translation>valeur par défaut</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>description</source>
      <translation>description</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>item {n}</source>
      <translation>élément {n}</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>name</source>
      <translation>nom</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>required</source>
      <translation>obligatoire</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>type</source>
      <translation>type</translation>
    </message>
  </context>
  <context>
    <name>problem values</name>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>Windows</source>
      <translation>Windows</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>Windows (first revision)</source>
      <translation>Windows (première version)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a date (YYYY-MM-DD)</source>
      <translation>une date (AAAA-MM-JJ)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a date and time (YYYY-MM-DDTHH:MM:SS)</source>
      <translation>une date et une heure (AAAA-MM-JJTHH:MM:SS)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a host name</source>
      <translation>un nom d’hôte</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a list</source>
      <translation>une liste</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a number</source>
      <translation>un nombre</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a time (HH:MM:SS)</source>
      <translation>une heure (HH:MM:SS)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a web address (URL)</source>
      <translation>une adresse web (URL)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a whole number</source>
      <translation>un nombre entier</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>an IP address</source>
      <translation>une adresse IP</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>an e-mail address</source>
      <translation>une adresse e-mail</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>an identifier (UUID)</source>
      <translation>un identifiant (UUID)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>an object</source>
      <translation>un objet</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>and</source>
      <translation>et</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>custom tool</source>
      <translation>outil personnalisé</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>empty (null)</source>
      <translation>vide (null)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>error</source>
      <translation>erreur</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>gateways cannot be steps</source>
      <translation>les passerelles ne peuvent pas être des étapes</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>list</source>
      <translation>liste</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>macOS</source>
      <translation>macOS</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>macOS (first revision)</source>
      <translation>macOS (première version)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>number</source>
      <translation>numériques</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>object</source>
      <translation>objet</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>or</source>
      <translation>ou</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>other workflows cannot be steps</source>
      <translation>les autres workflows ne peuvent pas être des étapes</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>something else</source>
      <translation>autre chose</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>text</source>
      <translation>du texte</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>the creation tools cannot be steps</source>
      <translation>les outils de création ne peuvent pas être des étapes</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>true or false</source>
      <translation>vrai ou faux</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>true/false</source>
      <translation>vrai/faux</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>warning</source>
      <translation>avertissement</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>whole-number</source>
      <translation>entières</translation>
    </message>
  </context>
  <context>
    <name>problems</name>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"confirm" set to yes lets this step run without its own preview; the run still asks once.</source>
      <translation>Avec « confirm » sur « Oui », cette étape s’exécute sans son propre aperçu ; l’exécution demande quand même une fois.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"optional" must be true or false.</source>
      <translation>« optional » doit valoir true ou false.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"required" must be true or false.</source>
      <translation>« required » doit valoir true ou false.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{key}" is given twice in this object; only the last one counts.</source>
      <translation>« {key} » figure deux fois dans cet objet ; seule la dernière valeur compte.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{key}" is not part of the {profile} format and may be ignored.</source>
      <translation>« {key} » ne fait pas partie du format {profile} et risque d’être ignoré.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{name}" cannot be a parameter name: use letters, digits and "_", not starting with a digit.</source>
      <translation>« {name} » ne peut pas servir de nom de paramètre : utilisez des lettres, des chiffres et « _ », sans commencer par un chiffre.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{text}" is not a reference Recipe Studio can read: insert a parameter or an earlier step's result with the buttons beside the field instead of typing it.</source>
      <translation>« {text} » n’est pas une référence que Recipe Studio sait lire : insérez un paramètre ou le résultat d’une étape précédente avec les boutons à côté du champ au lieu de la taper.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" cannot be a step of a custom tool: {reason}.</source>
      <translation>« {tool} » ne peut pas être une étape d’un outil personnalisé : {reason}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" has no argument called "{name}".</source>
      <translation>L’outil « {tool} » n’a pas d’argument nommé « {name} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" is not in {catalog}; that catalog is incomplete, so check the name.</source>
      <translation>« {tool} » ne figure pas dans {catalog} ; ce catalogue étant incomplet, vérifiez le nom.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" needs the argument "{name}".</source>
      <translation>L’outil « {tool} » a besoin de l’argument « {name} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" only runs as a background task, which this version of Recipe Studio cannot do; the run would fail at this step.</source>
      <translation>« {tool} » ne s’exécute que comme tâche de fond, ce que cette version de Recipe Studio ne sait pas faire ; l’exécution échouerait à cette étape.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{type}" is not a parameter type of {profile}. Use one of: {allowed}.</source>
      <translation>« {type} » n’est pas un type de paramètre de {profile}. Utilisez l’un de ces types : {allowed}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A custom tool's name must start with "{prefix}".</source>
      <translation>Le nom d’un outil personnalisé doit commencer par « {prefix} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A name in this object is not one this tool accepts.</source>
      <translation>Un nom dans cet objet n’est pas accepté par cet outil.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A note_id only works on the Mac that issued it; name the note with note_name instead.</source>
      <translation>Un note_id ne fonctionne que sur le Mac qui l’a émis ; désignez plutôt la note avec note_name.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A number here has more than {limit} digits.</source>
      <translation>Un nombre ici a plus de {limit} chiffres.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A recipe must be a JSON object with a name and steps, not {found}.</source>
      <translation>Une recette doit être un objet JSON avec un nom et des étapes ; contenu trouvé : {found}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A step cannot confirm itself: "confirm" is removed when saving, so this step will only show a preview.</source>
      <translation>Une étape ne peut pas se confirmer elle-même : « confirm » est retiré à l’enregistrement, donc cette étape affichera seulement un aperçu.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A step cannot use its own result (step {target}).</source>
      <translation>Une étape ne peut pas utiliser son propre résultat (étape {target}).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A tool name should use only letters, digits, "_", "-" and ".".</source>
      <translation>Un nom d’outil ne doit contenir que des lettres, des chiffres et les caractères « _ », « - » et « . ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A wait must be a number of seconds, 0 or more.</source>
      <translation>Une attente doit être un nombre de secondes supérieur ou égal à 0.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Another step already has the id "{id}".</source>
      <translation>Une autre étape a déjà l’identifiant « {id} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Custom tools do not fill in text like "{text}"; use an input or step reference as the whole value.</source>
      <translation>Les outils personnalisés n’insèrent pas de valeurs dans un texte comme « {text} » ; utilisez une référence à une entrée ou à une étape comme valeur complète.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Describe this input so the host knows what to pass.</source>
      <translation>Décrivez cette entrée pour que l’hôte sache quoi y transmettre.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Describe what this tool does: the host shows the description.</source>
      <translation>Décrivez ce que fait cet outil : l’hôte affiche cette description.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Each item of this list must be different.</source>
      <translation>Chaque élément de cette liste doit être différent.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Each output must be an object with a text "kind".</source>
      <translation>Chaque sortie doit être un objet avec un « kind » de type texte.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Every step of a custom tool needs an id.</source>
      <translation>Chaque étape d’un outil personnalisé doit avoir un identifiant.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Parameter "{name}": the {profile} format has no default values.</source>
      <translation>Paramètre « {name} » : le format {profile} n’a pas de valeurs par défaut.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Parameter "{name}": {profile} has no optional inputs without a default.</source>
      <translation>Paramètre « {name} » : {profile} n’a pas d’entrées facultatives sans valeur par défaut.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Parameter "{name}": {profile} has no type for {kind} values.</source>
      <translation>Paramètre « {name} » : {profile} n’a pas de type pour ce genre de valeurs ({kind}).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Recipe manifests do not understand {{"{key}": ...}}; it is sent as is.</source>
      <translation>Les manifestes de recette ne comprennent pas {{"{key}": ...}} ; ce texte est envoyé tel quel.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: "confirm" is ignored here, but in the {profile} format it would let the step run without its own preview.</source>
      <translation>Étape {number} : « confirm » est ignoré ici, mais dans le format {profile}, il permettrait à l’étape de s’exécuter sans son propre aperçu.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: "confirm" is removed in the {profile} format.</source>
      <translation>Étape {number} : « confirm » est retiré dans le format {profile}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: an unrecognised step cannot be carried over.</source>
      <translation>Étape {number} : une étape non reconnue ne peut pas être reprise.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the reference {text} cannot be written in {profile}.</source>
      <translation>Étape {number} : la référence {text} ne peut pas être écrite dans {profile}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the step id "{id}" is not kept in the {profile} format.</source>
      <translation>Étape {number} : l’identifiant d’étape « {id} » n’est pas conservé dans le format {profile}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the text "{text}" would become a reference in {profile}.</source>
      <translation>Étape {number} : le texte « {text} » deviendrait une référence dans {profile}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the {profile} format cannot fill text into "{text}".</source>
      <translation>Étape {number} : le format {profile} ne peut pas insérer de valeurs dans le texte « {text} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the {profile} format has no optional steps.</source>
      <translation>Étape {number} : le format {profile} n’a pas d’étapes facultatives.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the {profile} format has no wait steps.</source>
      <translation>Étape {number} : le format {profile} n’a pas d’étapes d’attente.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {target} is a wait step; it has no result.</source>
      <translation>L’étape {target} est une étape d’attente ; elle n’a pas de résultat.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {target} is optional: if it fails, this step fails too because its result is missing.</source>
      <translation>L’étape {target} est facultative : si elle échoue, cette étape échouera aussi, faute de résultat.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {target} runs after this one, so its result is not ready yet.</source>
      <translation>L’étape {target} s’exécute après celle-ci : son résultat n’est donc pas encore disponible.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The arguments of a step must be a JSON object.</source>
      <translation>Les arguments d’une étape doivent être un objet JSON.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The bundle holds {count} recipes; at most {limit} are read.</source>
      <translation>Le lot contient {count} recettes ; au plus {limit} sont lues.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The catalog's schema for "{tool}" is broken; its args are not checked.</source>
      <translation>Le schéma de « {tool} » dans le catalogue est défectueux ; ses arguments ne sont pas vérifiés.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The default value does not fit the type {type} ({kind}).</source>
      <translation>La valeur par défaut ne correspond pas au type {type} ({kind}).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file holds {count} references; at most {limit} are read.</source>
      <translation>Le fichier contient {count} références ; au plus {limit} sont lues.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file is not UTF-8 text (byte {offset} cannot be read).</source>
      <translation>Le fichier n’est pas du texte UTF-8 (l’octet {offset} est illisible).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file is not valid JSON (line {line}, column {column}).</source>
      <translation>Le fichier n’est pas du JSON valide (ligne {line}, colonne {column}).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file is too large to be a recipe ({size} bytes).</source>
      <translation>Le fichier est trop volumineux pour être une recette ({size} octets).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file nests objects or lists more than {limit} levels deep.</source>
      <translation>Le fichier imbrique des objets ou des listes sur plus de {limit} niveaux.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The name is {count} characters long; at most {limit} are allowed.</source>
      <translation>Le nom fait {count} caractères ; au plus {limit} sont permis.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The optional input "{name}" feeds an argument that "{tool}" requires; make the input required or use a fixed value.</source>
      <translation>L’entrée facultative « {name} » alimente un argument obligatoire de « {tool} » ; rendez l’entrée obligatoire ou utilisez une valeur fixe.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The parameter "{name}" is {type}, but this argument needs {expected}.</source>
      <translation>Le paramètre « {name} » est de type {type}, mais cet argument attend : {expected}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The recipe has no name.</source>
      <translation>La recette n’a pas de nom.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The recipe has no steps. Add at least one step.</source>
      <translation>La recette n’a aucune étape. Ajoutez-en au moins une.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The recipe has {count} steps; at most {limit} are allowed.</source>
      <translation>La recette a {count} étapes ; au plus {limit} sont permises.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The result of "{tool}" does not list "{key}". Did you mean "{nearest}"?</source>
      <translation>Le résultat de « {tool} » ne comporte pas « {key} ». Vouliez-vous dire « {nearest} » ?</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The result of "{tool}" does not list "{key}"; check the name against its result.</source>
      <translation>Le résultat de « {tool} » ne comporte pas « {key} » ; vérifiez ce nom dans la description de son résultat.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The result of "{tool}" never has "{key}". Did you mean "{nearest}"?</source>
      <translation>Le résultat de « {tool} » n’a jamais de « {key} ». Vouliez-vous dire « {nearest} » ?</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The result of "{tool}" never has "{key}": its description rules it out.</source>
      <translation>Le résultat de « {tool} » n’a jamais de « {key} » : sa description l’exclut.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The step "{id}" runs after this one, so its result is not ready yet.</source>
      <translation>L’étape « {id} » s’exécute après celle-ci : son résultat n’est donc pas encore disponible.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no default values; this one is ignored.</source>
      <translation>Le format {profile} n’a pas de valeurs par défaut ; celle-ci est ignorée.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no optional steps.</source>
      <translation>Le format {profile} n’a pas d’étapes facultatives.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no outputs.</source>
      <translation>Le format {profile} n’a pas de sorties.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no outputs; they would be lost.</source>
      <translation>Le format {profile} n’a pas de sorties ; elles seraient perdues.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no schema_version.</source>
      <translation>Le format {profile} n’a pas de schema_version.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no wait steps.</source>
      <translation>Le format {profile} n’a pas d’étapes d’attente.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is already a parameter called "{name}".</source>
      <translation>Il existe déjà un paramètre nommé « {name} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no input called "{name}".</source>
      <translation>Il n’existe aucune entrée nommée « {name} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no parameter called "{name}".</source>
      <translation>Il n’existe aucun paramètre nommé « {name} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no step with the id "{id}".</source>
      <translation>Il n’existe aucune étape avec l’identifiant « {id} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no step {target}.</source>
      <translation>L’étape {target} n’existe pas.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no tool called "{tool}" in {catalog}.</source>
      <translation>Il n’existe aucun outil nommé « {tool} » dans {catalog}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This can have at most {limit} entries.</source>
      <translation>Il peut y avoir ici au plus {limit} entrées.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This list can have at most {limit} items.</source>
      <translation>Cette liste peut contenir au plus {limit} éléments.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This list lacks an item this tool needs.</source>
      <translation>Il manque à cette liste un élément dont cet outil a besoin.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This list needs at least one item.</source>
      <translation>Cette liste doit contenir au moins un élément.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This list needs at least {limit} items.</source>
      <translation>Cette liste doit contenir au moins {limit} éléments.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be a multiple of {limit}.</source>
      <translation>Cette valeur doit être un multiple de {limit}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be less than {limit}.</source>
      <translation>Cette valeur doit être strictement inférieure à {limit}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be more than {limit}.</source>
      <translation>Cette valeur doit être strictement supérieure à {limit}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be one of: {allowed}.</source>
      <translation>La valeur doit être l’une des suivantes : {allowed}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be {format}.</source>
      <translation>Il faut ici {format}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be {limit} or less.</source>
      <translation>Cette valeur doit être inférieure ou égale à {limit}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be {limit} or more.</source>
      <translation>Cette valeur doit être supérieure ou égale à {limit}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must not be empty.</source>
      <translation>Ce champ ne doit pas être vide.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This needs at least {limit} entries.</source>
      <translation>Il faut ici au moins {limit} entrées.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This number is too large to be a number in JSON.</source>
      <translation>Ce nombre est trop grand pour être un nombre JSON.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This parameter has no name.</source>
      <translation>Ce paramètre n’a pas de nom.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This parameter has no type; it is treated as text.</source>
      <translation>Ce paramètre n’a pas de type ; il est traité comme du texte.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This refers to a step that was deleted.</source>
      <translation>Cette référence désigne une étape qui a été supprimée.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This should be {expected}, but it is {found}.</source>
      <translation>Valeur attendue : {expected} ; valeur trouvée : {found}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This should be {expected}.</source>
      <translation>Valeur attendue : {expected}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This step does not say which tool to call.</source>
      <translation>Cette étape n’indique pas quel outil appeler.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This step is neither a tool call ("tool") nor a pause ("wait").</source>
      <translation>Cette étape n’est ni un appel d’outil (« tool ») ni une pause (« wait »).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This step names the note twice; it is saved with note_name only (a note_id only works on the Mac that issued it).</source>
      <translation>Cette étape désigne la note deux fois ; elle est enregistrée avec note_name seulement (un note_id ne fonctionne que sur le Mac qui l’a émis).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This step waits {seconds} seconds; is that intended?</source>
      <translation>Cette étape attend {seconds} secondes ; est-ce bien voulu ?</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text can have at most {limit} characters.</source>
      <translation>Ce texte peut compter au plus {limit} caractères.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text does not have the form this tool expects.</source>
      <translation>Ce texte n’a pas la forme qu’attend cet outil.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text holds a lone surrogate (a \uD800–\uDFFF escape without its pair), which is not a valid character.</source>
      <translation>Ce texte contient un demi-caractère isolé (un échappement \uD800–\uDFFF sans sa paire), qui n’est pas un caractère valide.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text is longer than {limit} characters.</source>
      <translation>Ce texte dépasse {limit} caractères.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text must have at least {limit} characters.</source>
      <translation>Ce texte doit compter au moins {limit} caractères.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value fits none of the forms this tool accepts, or more than one.</source>
      <translation>Cette valeur ne correspond à aucune des formes qu’accepte cet outil, ou à plusieurs.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value fits none of the forms this tool accepts.</source>
      <translation>Cette valeur ne correspond à aucune des formes qu’accepte cet outil.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value is not accepted by "{tool}".</source>
      <translation>Cette valeur n’est pas acceptée par « {tool} ».</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value is not allowed here.</source>
      <translation>Cette valeur n’est pas permise ici.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value needs another argument to be given with it.</source>
      <translation>Cette valeur demande qu’un autre argument soit donné avec elle.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>schema_version must be a whole number.</source>
      <translation>schema_version doit être un nombre entier.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>{text} is not a JSON number: write a number, or the value as text.</source>
      <translation>{text} n’est pas un nombre JSON : écrivez un nombre, ou la valeur en texte.</translation>
    </message>
  </context>
  <context>
    <name>run messages</name>
    <message numerus="yes">
      <location filename="messages" line="checks_failed" />
      <source>%n check(s) failed</source>
      <translation>
        <numerusform>%n vérification a échoué</numerusform>
        <numerusform>%n vérifications ont échoué</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="library_check_summary" />
      <source>%n recipe(s) failed</source>
      <translation>
        <numerusform>%n recette a échoué</numerusform>
        <numerusform>%n recettes ont échoué</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_not_run" />
      <source>%n step(s) did not run.</source>
      <translation>
        <numerusform>%n étape n’a pas été exécutée.</numerusform>
        <numerusform>%n étapes n’ont pas été exécutées.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_bad_document" />
      <source>A client metadata document's address must start with https:// and name a document.</source>
      <translation>L’adresse d’un document de métadonnées du client doit commencer par https:// et désigner un document.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_needs_client_id" />
      <source>A client secret needs the client ID it belongs to.</source>
      <translation>Un secret du client demande l’identifiant client auquel il appartient.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_key_needs_machine" />
      <source>A private key is only used to sign in without a person: choose that way of signing in.</source>
      <translation>Une clé privée ne sert qu’à se connecter sans personne : choisissez cette manière de se connecter.</translation>
    </message>
    <message>
      <location filename="messages" line="report_real_run" />
      <source>A real run: the steps did what they say.</source>
      <translation>Une vraie exécution : les étapes ont fait ce qu'elles disent.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_deleted" />
      <source>A reference points at a step that was deleted.</source>
      <translation>Une référence désigne une étape qui a été supprimée.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_tls" />
      <source>A secure (HTTPS) connection to “{host}” could not be made: its certificate or encryption was not accepted. Check whether the URL should start with http or https.</source>
      <translation>Impossible d’établir une connexion sécurisée (HTTPS) avec « {host} » : son certificat ou son chiffrement n’a pas été accepté. Vérifiez si l’URL doit commencer par http ou par https.</translation>
    </message>
    <message>
      <location filename="messages" line="report_unknown_step" />
      <source>A step Recipe Studio does not recognise</source>
      <translation>Une étape que Recipe Studio ne reconnaît pas</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="checks_passed" />
      <source>All %n check(s) passed</source>
      <translation>
        <numerusform>La vérification a réussi</numerusform>
        <numerusform>Les %n vérifications ont réussi</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="report_args_would" />
      <source>Arguments it would have been sent:</source>
      <translation>Arguments qui lui auraient été envoyés :</translation>
    </message>
    <message>
      <location filename="messages" line="report_args_sent" />
      <source>Arguments sent:</source>
      <translation>Arguments envoyés :</translation>
    </message>
    <message>
      <location filename="messages" line="report_args_as_written" />
      <source>As written, with the values filled in: {args}</source>
      <translation>Tel qu’écrit, avec les valeurs remplies : {args}</translation>
    </message>
    <message>
      <location filename="messages" line="check_line_failed" />
      <source>Check failed: {check}: {reason}.</source>
      <translation>Vérification échouée : {check} : {reason}.</translation>
    </message>
    <message>
      <location filename="messages" line="check_line_passed" />
      <source>Check passed: {check}.</source>
      <translation>Vérification réussie : {check}.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_cancelled" />
      <source>Connecting to the server was stopped.</source>
      <translation>La connexion au serveur a été interrompue.</translation>
    </message>
    <message>
      <location filename="messages" line="report_duration" />
      <source>Duration</source>
      <translation>Durée</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_summary_ok" />
      <source>Every step went through (%n step(s)).</source>
      <translation>
        <numerusform>L’étape s’est bien déroulée.</numerusform>
        <numerusform>Toutes les étapes se sont bien déroulées (%n étapes).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="step_status_failed" />
      <source>Failed</source>
      <translation>Échec</translation>
    </message>
    <message>
      <location filename="messages" line="signin_waiting" />
      <source>Finish signing in to {url} in your browser; Recipe Studio waits.</source>
      <translation>Terminez la connexion à {url} dans votre navigateur ; Recipe Studio attend.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_secret_or_key" />
      <source>Give the client secret or the private key, not both.</source>
      <translation>Donnez le secret du client ou la clé privée, pas les deux.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_saved" />
      <source>How to sign in to {url} is kept in the keychain.</source>
      <translation>La manière de se connecter à {url} est conservée dans le trousseau.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_unchanged" />
      <source>How to sign in to {url} was already set up that way.</source>
      <translation>La manière de se connecter à {url} était déjà réglée ainsi.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_cleared" />
      <source>How to sign in to {url} was set back to the default.</source>
      <translation>La manière de se connecter à {url} a été remise par défaut.</translation>
    </message>
    <message>
      <location filename="messages" line="stand_in_pin" />
      <source>Its result here is its pinned result.</source>
      <translation>Son résultat ici est son résultat épinglé.</translation>
    </message>
    <message>
      <location filename="messages" line="stand_in_shape" />
      <source>Its result here is made of example values, shaped like the results seen before.</source>
      <translation>Son résultat ici est fait de valeurs d'exemple, de la forme des résultats déjà vus.</translation>
    </message>
    <message>
      <location filename="messages" line="stand_in_schema" />
      <source>Its result here is made of example values, shaped like what the tool says it returns.</source>
      <translation>Son résultat ici est fait de valeurs d'exemple, de la forme de ce que l'outil dit renvoyer.</translation>
    </message>
    <message>
      <location filename="messages" line="report_footer" />
      <source>Made by Recipe Studio {version}.</source>
      <translation>Produit par Recipe Studio {version}.</translation>
    </message>
    <message>
      <location filename="messages" line="report_no_checks" />
      <source>No checks were set.</source>
      <translation>Aucune vérification n'était définie.</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_declined" />
      <source>Not confirmed: nothing was run.</source>
      <translation>Non confirmé : rien n’a été exécuté.</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_outside" />
      <source>Not part of this run</source>
      <translation>Hors de cette exécution</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_not_run" />
      <source>Not run</source>
      <translation>Non exécutée</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_not_sent" />
      <source>Not sent (rehearsal)</source>
      <translation>Non envoyé (répétition)</translation>
    </message>
    <message>
      <location filename="messages" line="rehearsal_not_sent" />
      <source>Not sent (rehearsal): this step would change something.</source>
      <translation>Non envoyé (répétition) : cette étape changerait quelque chose.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_refused" />
      <source>Nothing is answering at {url}: the connection was refused. Check that the server is running and that the port is right.</source>
      <translation>Rien ne répond à l’adresse {url} : la connexion a été refusée. Vérifiez que le serveur est lancé et que le port est le bon.</translation>
    </message>
    <message>
      <location filename="messages" line="stand_in_none" />
      <source>Nothing is known of its result, so it stands in as empty.</source>
      <translation>Rien n'est connu de son résultat : il est remplacé par un résultat vide.</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_ok" />
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message>
      <location filename="messages" line="report_params" />
      <source>Parameters used</source>
      <translation>Paramètres utilisés</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_preview" />
      <source>Preview only (not done)</source>
      <translation>Aperçu seulement (non fait)</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="rehearsal_acted" />
      <source>Rehearsal — but the tools of %n step(s) did not only preview ({steps}): something may have changed.</source>
      <translation>
        <numerusform>Répétition — mais l'outil d'une étape n'a pas fait qu'un aperçu (étape {steps}) : quelque chose a peut-être changé.</numerusform>
        <numerusform>Répétition — mais les outils de %n étapes n'ont pas fait qu'un aperçu (étapes {steps}) : quelque chose a peut-être changé.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="rehearsal_nothing_changed" />
      <source>Rehearsal — nothing was changed.</source>
      <translation>Répétition — rien n'a été changé.</translation>
    </message>
    <message>
      <location filename="messages" line="report_result_example" />
      <source>Result (example values, not a real result):</source>
      <translation>Résultat (valeurs d'exemple, pas un vrai résultat) :</translation>
    </message>
    <message>
      <location filename="messages" line="report_result" />
      <source>Result:</source>
      <translation>Résultat :</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_question" />
      <source>Run them? [y/N] </source>
      <translation>Les exécuter ? [o/N] </translation>
    </message>
    <message>
      <location filename="messages" line="signout_done" />
      <source>Signed out of {url}: its sign-in was removed from the keychain.</source>
      <translation>Déconnecté de {url} : sa connexion a été retirée du trousseau.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_failed" />
      <source>Signing in to {url} did not work. Try again; if it keeps failing, the details show what went wrong.</source>
      <translation>La connexion à {url} n’a pas abouti. Réessayez ; si l’échec se répète, les détails indiquent ce qui n’a pas fonctionné.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_refused" />
      <source>Signing in to {url} did not work: its sign-in service refused. The details show what it said.</source>
      <translation>La connexion à {url} n’a pas abouti : son service de connexion a refusé. Les détails montrent ce qu’il a répondu.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_timeout" />
      <source>Signing in to {url} was not finished in time, so the connection was stopped. Try again and finish signing in in the browser page that opens.</source>
      <translation>La connexion à {url} n’a pas été terminée à temps : elle a été arrêtée. Réessayez et terminez la connexion dans la page qui s’ouvre dans le navigateur.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_needs_credentials" />
      <source>Signing in without a person needs the client ID and its secret or private key.</source>
      <translation>Se connecter sans personne demande l’identifiant client et son secret ou sa clé privée.</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_skipped" />
      <source>Skipped</source>
      <translation>Ignorée</translation>
    </message>
    <message>
      <location filename="messages" line="unexpected_error" />
      <source>Something unexpected went wrong, so this could not be done. The details say more.</source>
      <translation>Un problème inattendu a empêché de le faire. Les détails en disent plus.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_later" />
      <source>Step {current} can only use the results of earlier steps, not of step {target}.</source>
      <translation>L’étape {current} ne peut utiliser que les résultats des étapes précédentes, pas celui de l’étape {target}.</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_step" />
      <source>Step {n}: {sentence}</source>
      <translation>Étape {n} : {sentence}</translation>
    </message>
    <message>
      <location filename="messages" line="run_step_failed" />
      <source>Step {step} ({tool}) failed: {error}</source>
      <translation>L’étape {step} ({tool}) a échoué : {error}</translation>
    </message>
    <message>
      <location filename="messages" line="run_step_failed_plain" />
      <source>Step {step} failed: {error}</source>
      <translation>L’étape {step} a échoué : {error}</translation>
    </message>
    <message>
      <location filename="messages" line="check_succeeds" />
      <source>Step {step} succeeds</source>
      <translation>L'étape {step} réussit</translation>
    </message>
    <message>
      <location filename="messages" line="drift_lost_field" />
      <source>Step {step}'s result no longer has {field}; it had it on {date}.</source>
      <translation>Le résultat de l'étape {step} n'a plus {field} ; il l'avait le {date}.</translation>
    </message>
    <message>
      <location filename="messages" line="rehearsal_tool_acted" />
      <source>Step {step}'s tool was asked only for a preview, but it did not answer with one: it may have changed something.</source>
      <translation>L'outil de l'étape {step} n'a été appelé que pour un aperçu, mais il n'a pas répondu par un aperçu : il a peut-être changé quelque chose.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_unfinished" />
      <source>Step {target} did not finish, so it has no result.</source>
      <translation>L’étape {target} ne s’est pas terminée : elle n’a donc pas de résultat.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_no_result" />
      <source>Step {target} has no result yet: run it first.</source>
      <translation>L’étape {target} n’a pas encore de résultat : exécutez-la d’abord.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_wait" />
      <source>Step {target} is a wait step: it has no result.</source>
      <translation>L’étape {target} est une pause : elle n’a pas de résultat.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_preview" />
      <source>Step {target} only answered with a preview (its tool asks for its own confirmation), so it has no result to use.</source>
      <translation>L’étape {target} n’a répondu que par un aperçu (son outil demande sa propre confirmation) : elle n’a donc aucun résultat utilisable.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_skipped" />
      <source>Step {target} was skipped (it is optional and failed), so its result cannot be used.</source>
      <translation>L’étape {target} a été ignorée (elle est facultative et a échoué), son résultat ne peut donc pas être utilisé.</translation>
    </message>
    <message>
      <location filename="messages" line="report_steps" />
      <source>Steps</source>
      <translation>Étapes</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_no_terminal" />
      <source>Steps that change something are not run without your confirmation, and there is no terminal to ask on: pass --yes to confirm them.</source>
      <translation>Les étapes qui modifient quelque chose ne sont pas exécutées sans votre confirmation, et aucun terminal ne permet de la demander : ajoutez --yes pour les confirmer.</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_cancelled" />
      <source>Stopped</source>
      <translation>Arrêtée</translation>
    </message>
    <message>
      <location filename="messages" line="report_target" />
      <source>Target</source>
      <translation>Cible</translation>
    </message>
    <message>
      <location filename="messages" line="report_title" />
      <source>Test report: {name}</source>
      <translation>Rapport de test : {name}</translation>
    </message>
    <message>
      <location filename="messages" line="connect_dns" />
      <source>The address “{host}” could not be found. Check the URL for typing mistakes, and your network connection.</source>
      <translation>L’adresse « {host} » est introuvable. Vérifiez que l’URL ne contient pas de faute de frappe, ainsi que votre connexion réseau.</translation>
    </message>
    <message>
      <location filename="messages" line="call_bad_result" />
      <source>The answer of “{tool}” does not match what the tool says it returns. The details show what was wrong.</source>
      <translation>La réponse de « {tool} » ne correspond pas à ce que l’outil annonce renvoyer. Les détails indiquent ce qui ne va pas.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_bad_issuer" />
      <source>The authorization server must be a web address (https://…), as its owner gave it.</source>
      <translation>Le serveur d’autorisation doit être une adresse web (https://…), telle que son propriétaire l’a donnée.</translation>
    </message>
    <message>
      <location filename="messages" line="task_failed" />
      <source>The background task of “{tool}” failed: {reason}</source>
      <translation>La tâche de fond de « {tool} » a échoué : {reason}</translation>
    </message>
    <message>
      <location filename="messages" line="call_cancelled" />
      <source>The call to “{tool}” was stopped.</source>
      <translation>L’appel à « {tool} » a été interrompu.</translation>
    </message>
    <message>
      <location filename="messages" line="server_lost_http" />
      <source>The connection to the server at {url} was lost. Check that the server is still running, then run again.</source>
      <translation>La connexion au serveur à l’adresse {url} a été perdue. Vérifiez que le serveur tourne toujours, puis relancez l’exécution.</translation>
    </message>
    <message>
      <location filename="messages" line="connection_closed" />
      <source>The connection to the tool server was closed.</source>
      <translation>La connexion au serveur d’outils a été fermée.</translation>
    </message>
    <message>
      <location filename="messages" line="param_bad_default" />
      <source>The default value of the parameter “{name}”: {problem}</source>
      <translation>Valeur par défaut du paramètre « {name} » : {problem}</translation>
    </message>
    <message>
      <location filename="messages" line="param_needs_value" />
      <source>The parameter “{name}” needs a value.</source>
      <translation>Le paramètre « {name} » doit avoir une valeur.</translation>
    </message>
    <message>
      <location filename="messages" line="param_bad_value" />
      <source>The parameter “{name}”: {problem}</source>
      <translation>Paramètre « {name} » : {problem}</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_bad_key" />
      <source>The private key could not be read: it must be an unencrypted PEM key (EC, RSA or Ed25519).</source>
      <translation>La clé privée n’a pas pu être lue : ce doit être une clé PEM non chiffrée (EC, RSA ou Ed25519).</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_check_failed" />
      <source>The recipe does not fit the server's tools (%n error(s)), so nothing was run. Fix the recipe, or choose the server it was made for.</source>
      <translation>
        <numerusform>La recette ne correspond pas aux outils du serveur (%n erreur) : rien n’a été exécuté. Corrigez la recette, ou choisissez le serveur pour lequel elle a été faite.</numerusform>
        <numerusform>La recette ne correspond pas aux outils du serveur (%n erreurs) : rien n’a été exécuté. Corrigez la recette, ou choisissez le serveur pour lequel elle a été faite.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="run_connect_failed" />
      <source>The run could not start. {error}</source>
      <translation>L’exécution n’a pas pu démarrer. {error}</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_declined" />
      <source>The run was not confirmed, so nothing was run (%n step(s) would change something).</source>
      <translation>
        <numerusform>L’exécution n’a pas été confirmée, rien n’a donc été exécuté (%n étape aurait modifié quelque chose).</numerusform>
        <numerusform>L’exécution n’a pas été confirmée, rien n’a donc été exécuté (%n étapes auraient modifié quelque chose).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="run_cancelled_at" />
      <source>The run was stopped at step {step}.</source>
      <translation>L’exécution a été arrêtée à l’étape {step}.</translation>
    </message>
    <message>
      <location filename="messages" line="run_cancelled_before" />
      <source>The run was stopped before its first step.</source>
      <translation>L’exécution a été arrêtée avant sa première étape.</translation>
    </message>
    <message>
      <location filename="messages" line="run_cancelled_before_step" />
      <source>The run was stopped before step {step}.</source>
      <translation>L’exécution a été arrêtée avant l’étape {step}.</translation>
    </message>
    <message>
      <location filename="messages" line="step_cancelled_waiting" />
      <source>The run was stopped during the wait.</source>
      <translation>L’exécution a été arrêtée pendant la pause.</translation>
    </message>
    <message>
      <location filename="messages" line="call_malformed_result" />
      <source>The server answered the call to “{tool}” with something that is not a tool result, so it could not be read. The server may have a bug; the details show what it sent.</source>
      <translation>Le serveur a répondu à l'appel de « {tool} » par quelque chose qui n'est pas un résultat d'outil : il n'a pas pu être lu. Le serveur a peut-être un défaut ; les détails montrent ce qu'il a envoyé.</translation>
    </message>
    <message>
      <location filename="messages" line="elicitation_refused" />
      <source>The server asked a question, but there is no terminal to ask it on. Run in a terminal, or pass --yes to answer with the default values.</source>
      <translation>Le serveur a posé une question, mais aucun terminal ne permet de la poser. Lancez la commande dans un terminal, ou ajoutez --yes pour répondre avec les valeurs par défaut.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_http_status" />
      <source>The server at {url} answered with the error HTTP {status}. Check the URL and that the server is working.</source>
      <translation>Le serveur à l’adresse {url} a répondu par l’erreur HTTP {status}. Vérifiez l’URL et le bon fonctionnement du serveur.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_http_404" />
      <source>The server at {url} answered “not found” (HTTP 404). Check the path in the URL: MCP servers often end in /mcp.</source>
      <translation>Le serveur à l’adresse {url} a répondu « introuvable » (HTTP 404). Vérifiez le chemin de l’URL : les adresses des serveurs MCP se terminent souvent par /mcp.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_unreachable" />
      <source>The server at {url} could not be reached. Check the URL and your network connection.</source>
      <translation>Impossible de joindre le serveur à l’adresse {url}. Vérifiez l’URL et votre connexion réseau.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="connect_http_timeout" />
      <source>The server at {url} did not answer within %n second(s). Check that it is running, then try again.</source>
      <translation>
        <numerusform>Le serveur à l’adresse {url} n’a pas répondu dans la seconde. Vérifiez qu’il est lancé, puis réessayez.</numerusform>
        <numerusform>Le serveur à l’adresse {url} n’a pas répondu dans les %n secondes. Vérifiez qu’il est lancé, puis réessayez.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="signin_no_browser" />
      <source>The server at {url} needs you to sign in, but no web browser could be opened. Open the address in the details in your browser, or set a default browser.</source>
      <translation>Le serveur {url} vous demande de vous connecter, mais aucun navigateur web n’a pu être ouvert. Ouvrez l’adresse donnée dans les détails dans votre navigateur, ou choisissez un navigateur par défaut.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_http_auth" />
      <source>The server at {url} refused access (HTTP {status}) and no sign-in got through. Sign out of it in Connections and try again, or check that your account may use it.</source>
      <translation>Le serveur {url} a refusé l’accès (HTTP {status}) et aucune connexion n’a abouti. Déconnectez-vous de ce serveur dans Connexions et réessayez, ou vérifiez que votre compte est autorisé à l’utiliser.</translation>
    </message>
    <message>
      <location filename="messages" line="task_cancelled" />
      <source>The server cancelled the background task of “{tool}”.</source>
      <translation>Le serveur a annulé la tâche de fond de « {tool} ».</translation>
    </message>
    <message>
      <location filename="messages" line="call_not_found" />
      <source>The server could not find what “{tool}” asked for.</source>
      <translation>Le serveur n’a pas trouvé ce que « {tool} » demandait.</translation>
    </message>
    <message>
      <location filename="messages" line="call_garbled" />
      <source>The server could not understand the request for “{tool}”, or answered in a way that could not be understood. The server may not follow MCP exactly.</source>
      <translation>Le serveur n’a pas compris la demande pour « {tool} », ou a répondu de façon incompréhensible. Il ne suit peut-être pas exactement MCP.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_handshake_failed" />
      <source>The server did not accept the connection: {reason}. Check that it is an MCP server of a version Recipe Studio supports.</source>
      <translation>Le serveur a refusé la connexion : {reason}. Vérifiez qu’il s’agit d’un serveur MCP d’une version prise en charge par Recipe Studio.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="connect_timeout" />
      <source>The server did not answer within %n second(s) of being started. Check that the command starts an MCP server, then try again.</source>
      <translation>
        <numerusform>Le serveur n’a pas répondu dans la seconde suivant son lancement. Vérifiez que la commande lance bien un serveur MCP, puis réessayez.</numerusform>
        <numerusform>Le serveur n’a pas répondu dans les %n secondes suivant son lancement. Vérifiez que la commande lance bien un serveur MCP, puis réessayez.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="connect_no_handshake" />
      <source>The server did not complete the MCP handshake. Check that it is an MCP server.</source>
      <translation>Le serveur n’a pas terminé la poignée de main MCP. Vérifiez qu’il s’agit bien d’un serveur MCP.</translation>
    </message>
    <message>
      <location filename="messages" line="call_not_offered" />
      <source>The server does not offer what was asked of it (for “{tool}”). It may be an older or a different kind of MCP server.</source>
      <translation>Le serveur ne propose pas ce qui lui a été demandé (pour « {tool} »). C’est peut-être un serveur MCP plus ancien ou d’un autre genre.</translation>
    </message>
    <message>
      <location filename="messages" line="call_protocol_mismatch" />
      <source>The server expects a different version of MCP for “{tool}” than Recipe Studio speaks. The details say more.</source>
      <translation>Le serveur attend pour « {tool} » une autre version de MCP que celle de Recipe Studio. Les détails en disent plus.</translation>
    </message>
    <message>
      <location filename="messages" line="call_unknown_tool" />
      <source>The server has no tool called “{tool}”. Check the step's tool, or read the server's tools again.</source>
      <translation>Le serveur n’a aucun outil nommé « {tool} ». Vérifiez l’outil de l’étape, ou relisez la liste des outils du serveur.</translation>
    </message>
    <message>
      <location filename="messages" line="call_needs_page" />
      <source>The server needs you to open a web page before “{tool}” can go on (for example to sign in). Run the recipe again in Recipe Studio or in a terminal to be shown it.</source>
      <translation>Le serveur vous demande d’ouvrir une page web avant que « {tool} » puisse continuer (par exemple pour vous connecter). Relancez la recette dans Recipe Studio ou dans un terminal pour qu’elle vous soit montrée.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_garbage" />
      <source>The server printed “{line}” instead of speaking MCP. Check that the command starts an MCP server over standard input and output.</source>
      <translation>Le serveur a affiché « {line} » au lieu de parler MCP. Vérifiez que la commande lance bien un serveur MCP sur l’entrée et la sortie standard.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_spawn_failed" />
      <source>The server program “{command}” could not be started ({reason}). Check the command and its permissions.</source>
      <translation>Le programme serveur « {command} » n’a pas pu être lancé ({reason}). Vérifiez la commande et ses droits.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_command_missing" />
      <source>The server program “{command}” was not found. Check the command, or install the program.</source>
      <translation>Le programme serveur « {command} » est introuvable. Vérifiez la commande ou installez le programme.</translation>
    </message>
    <message>
      <location filename="messages" line="call_server_error" />
      <source>The server ran into an error of its own while handling “{tool}”. Try again; if it keeps happening, the details show what to tell the server's makers.</source>
      <translation>Le serveur a rencontré une erreur interne en traitant « {tool} ». Réessayez ; si cela se reproduit, les détails indiquent quoi signaler aux auteurs du serveur.</translation>
    </message>
    <message>
      <location filename="messages" line="call_rejected" />
      <source>The server refused the request about “{tool}”. The details show what it said.</source>
      <translation>Le serveur a refusé la demande concernant « {tool} ». Les détails montrent ce qu’il a répondu.</translation>
    </message>
    <message>
      <location filename="messages" line="call_wrong_id" />
      <source>The server sent an answer for a call that was never made, so the call to “{tool}” got no answer. The server may have a bug; the details say more.</source>
      <translation>Le serveur a envoyé une réponse à un appel qui n'a jamais été fait : l'appel de « {tool} » n'a donc reçu aucune réponse. Le serveur a peut-être un défaut ; les détails en disent plus.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_exited" />
      <source>The server stopped while starting (exit status {status}). Check its command; the details show what it printed.</source>
      <translation>Le serveur s’est arrêté au démarrage (code de sortie {status}). Vérifiez sa commande ; les détails montrent ce qu’il a affiché.</translation>
    </message>
    <message>
      <location filename="messages" line="call_message_too_large" />
      <source>The server's answer to “{tool}” was larger than {limit} MB, more than Recipe Studio reads, so it was not read. Ask the tool for less at a time.</source>
      <translation>La réponse du serveur à « {tool} » dépassait {limit} Mo, plus que ce que Recipe Studio lit : elle n'a pas été lue. Demandez moins à l'outil à la fois.</translation>
    </message>
    <message>
      <location filename="messages" line="step_error" />
      <source>The step could not be run because of an unexpected error. The details say more.</source>
      <translation>L’étape n’a pas pu être exécutée à cause d’une erreur inattendue. Les détails en disent plus.</translation>
    </message>
    <message>
      <location filename="messages" line="step_no_tool" />
      <source>The step does not say which tool to call.</source>
      <translation>L’étape n’indique pas quel outil appeler.</translation>
    </message>
    <message>
      <location filename="messages" line="step_cancelled" />
      <source>The step was stopped.</source>
      <translation>L’étape a été interrompue.</translation>
    </message>
    <message>
      <location filename="messages" line="tool_failed_silent" />
      <source>The tool reported an error without saying what it was.</source>
      <translation>L’outil a signalé une erreur sans dire laquelle.</translation>
    </message>
    <message>
      <location filename="messages" line="server_hung" />
      <source>The tool server stopped answering. It will be started again for the next run.</source>
      <translation>Le serveur d’outils ne répond plus. Il sera relancé à la prochaine exécution.</translation>
    </message>
    <message>
      <location filename="messages" line="server_lost_stdio" />
      <source>The tool server stopped unexpectedly. It will be started again for the next run.</source>
      <translation>Le serveur d’outils s’est arrêté de façon inattendue. Il sera relancé à la prochaine exécution.</translation>
    </message>
    <message>
      <location filename="messages" line="task_unsupported" />
      <source>The tool “{tool}” can only run as a background task, and this server does not offer background tasks.</source>
      <translation>L’outil « {tool} » ne peut s’exécuter que comme tâche de fond, et ce serveur ne propose pas de tâches de fond.</translation>
    </message>
    <message>
      <location filename="messages" line="call_bad_arguments" />
      <source>The tool “{tool}” did not accept the values it was given: one is missing, of the wrong kind or not allowed. Check the step's arguments; the details show which.</source>
      <translation>L’outil « {tool} » n’a pas accepté les valeurs reçues : l’une manque, n’est pas du bon type ou n’est pas permise. Vérifiez les arguments de l’étape ; les détails indiquent laquelle.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_timeout" />
      <source>The tool “{tool}” did not answer within %n second(s). The server may be busy or stuck; try again, or allow more time.</source>
      <translation>
        <numerusform>L’outil « {tool} » n’a pas répondu dans la seconde. Le serveur est peut-être occupé ou bloqué ; réessayez ou accordez-lui plus de temps.</numerusform>
        <numerusform>L’outil « {tool} » n’a pas répondu dans les %n secondes. Le serveur est peut-être occupé ou bloqué ; réessayez ou accordez-lui plus de temps.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_silent" />
      <source>The tool “{tool}” gave no sign of life for %n second(s) (no answer, no progress), so it was stopped. The server may be stuck; try again, or allow more time.</source>
      <translation>
        <numerusform>L’outil « {tool} » n’a donné aucun signe de vie pendant %n seconde (ni réponse, ni progression) : il a été arrêté. Le serveur est peut-être bloqué ; réessayez, ou accordez plus de temps.</numerusform>
        <numerusform>L’outil « {tool} » n’a donné aucun signe de vie pendant %n secondes (ni réponse, ni progression) : il a été arrêté. Le serveur est peut-être bloqué ; réessayez, ou accordez plus de temps.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_step_limit" />
      <source>The tool “{tool}” was still working when the step's time limit of %n second(s) ran out, so it was stopped. Allow the step more time in the recipe's run settings.</source>
      <translation>
        <numerusform>L’outil « {tool} » travaillait encore quand la durée maximale de l’étape (%n seconde) a été atteinte : il a été arrêté. Accordez plus de temps à l’étape dans les réglages d’exécution de la recette.</numerusform>
        <numerusform>L’outil « {tool} » travaillait encore quand la durée maximale de l’étape (%n secondes) a été atteinte : il a été arrêté. Accordez plus de temps à l’étape dans les réglages d’exécution de la recette.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="ref_step_id_unknown" />
      <source>There is no step with the id “{id}”.</source>
      <translation>Aucune étape n’a l’identifiant « {id} ».</translation>
    </message>
    <message>
      <location filename="messages" line="ref_param_missing" />
      <source>There is no value for the parameter “{name}”.</source>
      <translation>Le paramètre « {name} » n’a pas de valeur.</translation>
    </message>
    <message>
      <location filename="messages" line="signout_none" />
      <source>There was no sign-in for {url} to remove.</source>
      <translation>Il n’y avait aucune connexion à {url} à retirer.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_array" />
      <source>This needs a JSON list.</source>
      <translation>Il faut ici une liste JSON.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_object" />
      <source>This needs a JSON object.</source>
      <translation>Il faut ici un objet JSON.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_number" />
      <source>This needs a number.</source>
      <translation>Il faut ici un nombre.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_integer" />
      <source>This needs a whole number.</source>
      <translation>Il faut ici un nombre entier.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_string" />
      <source>This needs text.</source>
      <translation>Il faut ici du texte.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_boolean" />
      <source>This needs true or false.</source>
      <translation>Il faut ici true ou false.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="confirm_head" />
      <source>This run has %n step(s) that can change something:</source>
      <translation>
        <numerusform>Cette exécution a %n étape qui peut modifier quelque chose :</numerusform>
        <numerusform>Cette exécution a %n étapes qui peuvent modifier quelque chose :</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="step_invalid" />
      <source>This step is not a tool call or a wait; fix it before running.</source>
      <translation>Cette étape n’est ni un appel d’outil ni une pause ; corrigez-la avant d’exécuter.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="rehearsal_fed" />
      <source>This step uses example values from %n earlier step(s): {steps}.</source>
      <translation>
        <numerusform>Cette étape utilise des valeurs d'exemple d'une étape précédente : {steps}.</numerusform>
        <numerusform>Cette étape utilise des valeurs d'exemple de %n étapes précédentes : {steps}.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="run_values_asked" />
      <source>Values for this run:</source>
      <translation>Valeurs pour cette exécution :</translation>
    </message>
    <message>
      <location filename="messages" line="report_wait" />
      <source>Wait {seconds} s</source>
      <translation>Attendre {seconds} s</translation>
    </message>
    <message>
      <location filename="messages" line="report_when" />
      <source>When</source>
      <translation>Quand</translation>
    </message>
    <message>
      <location filename="messages" line="call_not_mcp" />
      <source>While “{tool}” was waiting for its answer, the server wrote “{line}”, which is not MCP, and no answer came after it. The server may print messages where only MCP belongs; the details show what it wrote.</source>
      <translation>Pendant que « {tool} » attendait sa réponse, le serveur a écrit « {line} », qui n’est pas du MCP, et aucune réponse n’est venue ensuite. Le serveur affiche peut-être des messages là où seul le MCP a sa place ; les détails montrent ce qu’il a écrit.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_too_deep" />
      <source>With its references filled in, this step's arguments would be nested more than {depth} levels deep, more than can be sent: nothing was sent. Use a smaller part of the earlier results.</source>
      <translation>Une fois ses références remplies, les arguments de cette étape seraient imbriqués sur plus de {depth} niveaux, plus que ce qui peut être envoyé : rien n'a été envoyé. Utilisez une plus petite partie des résultats précédents.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_too_large" />
      <source>With its references filled in, this step's arguments would take {size} characters, more than the {limit} a step may send: nothing was sent. Use a smaller part of the earlier results.</source>
      <translation>Une fois ses références remplies, les arguments de cette étape prendraient {size} caractères, plus que les {limit} qu'une étape peut envoyer : rien n'a été envoyé. Utilisez une plus petite partie des résultats précédents.</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_json_array" />
      <source>Write a JSON list, like ["a", "b"], not “{text}”.</source>
      <translation>Écrivez une liste JSON, comme ["a", "b"], pas « {text} ».</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_json_object" />
      <source>Write a JSON object, like {{"key": "value"}}, not “{text}”.</source>
      <translation>Écrivez un objet JSON, comme {{"clé": "valeur"}}, pas « {text} ».</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_finite" />
      <source>Write a finite number, not “{text}”.</source>
      <translation>Écrivez un nombre fini, pas « {text} ».</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_number" />
      <source>Write a number, not “{text}”.</source>
      <translation>Écrivez un nombre, pas « {text} ».</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_integer" />
      <source>Write a whole number, not “{text}”.</source>
      <translation>Écrivez un nombre entier, pas « {text} ».</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_boolean" />
      <source>Write true or false, not “{text}”.</source>
      <translation>Écrivez true ou false, pas « {text} ».</translation>
    </message>
    <message>
      <location filename="messages" line="signin_denied" />
      <source>You did not allow Recipe Studio to use {url}, so it was not connected.</source>
      <translation>Vous n’avez pas autorisé Recipe Studio à utiliser {url} : il n’a pas été connecté.</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_previews" />
      <source>answers with a preview</source>
      <translation>répond par un aperçu</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="check_too_few" />
      <source>it has %n item(s)</source>
      <translation>
        <numerusform>il a %n élément</numerusform>
        <numerusform>il a %n éléments</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="check_missing" />
      <source>it is missing</source>
      <translation>il manque</translation>
    </message>
    <message>
      <location filename="messages" line="check_not_a_list" />
      <source>it is not a list: {actual}</source>
      <translation>ce n'est pas une liste : {actual}</translation>
    </message>
    <message>
      <location filename="messages" line="check_not_a_number" />
      <source>it is not a number: {actual}</source>
      <translation>ce n'est pas un nombre : {actual}</translation>
    </message>
    <message>
      <location filename="messages" line="check_different" />
      <location filename="messages" line="check_not_contained" />
      <location filename="messages" line="check_too_small" />
      <source>it is {actual}</source>
      <translation>il vaut {actual}</translation>
    </message>
    <message>
      <location filename="messages" line="check_stand_in" />
      <source>not checked: the result is an example (rehearsal)</source>
      <translation>non vérifié : le résultat est un exemple (répétition)</translation>
    </message>
    <message>
      <location filename="messages" line="check_not_run" />
      <source>not checked: the step did not run</source>
      <translation>non vérifié : l'étape n'a pas été exécutée</translation>
    </message>
    <message>
      <location filename="messages" line="check_step_failed" />
      <source>the step did not succeed</source>
      <translation>l'étape n'a pas réussi</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_unknown_tool" />
      <source>unknown tool</source>
      <translation>outil inconnu</translation>
    </message>
    <message>
      <location filename="messages" line="check_line_unchecked" />
      <source>{check}: {reason}.</source>
      <translation>{check} : {reason}.</translation>
    </message>
    <message>
      <location filename="messages" line="tool_failed" />
      <source>{message}</source>
      <translation>{message}</translation>
    </message>
    <message>
      <location filename="messages" line="report_step_time" />
      <source>{ms} ms</source>
      <translation>{ms} ms</translation>
    </message>
    <message>
      <location filename="messages" line="library_check_broken" />
      <source>{name}: cannot be read: {reason}</source>
      <translation>{name} : illisible : {reason}</translation>
    </message>
    <message>
      <location filename="messages" line="library_check_needs_param" />
      <source>{name}: not checked: the parameter “{param}” has no default value to rehearse with</source>
      <translation>{name} : non vérifiée : le paramètre « {param} » n'a pas de valeur par défaut pour la répétition</translation>
    </message>
    <message>
      <location filename="messages" line="library_check_ok" />
      <source>{name}: ok</source>
      <translation>{name} : ok</translation>
    </message>
    <message>
      <location filename="messages" line="library_check_failed" />
      <source>{name}: {reason}</source>
      <translation>{name} : {reason}</translation>
    </message>
    <message>
      <location filename="messages" line="check_contains" />
      <source>{path} contains {value}</source>
      <translation>{path} contient {value}</translation>
    </message>
    <message>
      <location filename="messages" line="check_equals" />
      <source>{path} equals {value}</source>
      <translation>{path} est égal à {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="check_min_items" />
      <source>{path} has at least %n item(s)</source>
      <translation>
        <numerusform>{path} a au moins %n élément</numerusform>
        <numerusform>{path} a au moins %n éléments</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="check_at_least" />
      <source>{path} is at least {value}</source>
      <translation>{path} vaut au moins {value}</translation>
    </message>
    <message>
      <location filename="messages" line="check_present" />
      <source>{path} is present</source>
      <translation>{path} est présent</translation>
    </message>
    <message>
      <location filename="messages" line="report_seconds" />
      <source>{seconds} s</source>
      <translation>{seconds} s</translation>
    </message>
    <message>
      <location filename="messages" line="param_not_assignment" />
      <source>“{item}” is not written as NAME=VALUE.</source>
      <translation>« {item} » n’est pas écrit sous la forme NOM=VALEUR.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="serve_cannot_confirm" />
      <source>“{name}” has %n step(s) that change something, and this app cannot ask you to confirm them (it does not support MCP elicitation), so nothing was run. Run it in Recipe Studio instead, or start the server with “recipe-studio serve --allow-changes” to let apps run such recipes without asking.</source>
      <translation>
        <numerusform>« {name} » a une étape qui modifie quelque chose, et cette application ne peut pas vous demander de la confirmer (elle ne prend pas en charge l’élicitation MCP) : rien n’a été exécuté. Lancez-la plutôt dans Recipe Studio, ou démarrez le serveur avec « recipe-studio serve --allow-changes » pour laisser les applications lancer ces recettes sans demander.</numerusform>
        <numerusform>« {name} » a %n étapes qui modifient quelque chose, et cette application ne peut pas vous demander de les confirmer (elle ne prend pas en charge l’élicitation MCP) : rien n’a été exécuté. Lancez-la plutôt dans Recipe Studio, ou démarrez le serveur avec « recipe-studio serve --allow-changes » pour laisser les applications lancer ces recettes sans demander.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="param_not_declared" />
      <source>“{name}” is not a parameter of this recipe (its parameters: {known}).</source>
      <translation>« {name} » n’est pas un paramètre de cette recette (ses paramètres : {known}).</translation>
    </message>
    <message>
      <location filename="messages" line="param_none_declared" />
      <source>“{name}” is not a parameter of this recipe: it has none.</source>
      <translation>« {name} » n’est pas un paramètre de cette recette : elle n’en a aucun.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_malformed" />
      <source>“{text}” is not a valid reference.</source>
      <translation>« {text} » n’est pas une référence valide.</translation>
    </message>
    <message>
      <location filename="messages" line="call_page_declined" />
      <source>“{tool}” could not go on: it needed a page on {site} to be opened, and you declined.</source>
      <translation>« {tool} » n’a pas pu continuer : il fallait ouvrir une page de {site}, et vous avez refusé.</translation>
    </message>
    <message>
      <location filename="messages" line="call_page_opened" />
      <source>“{tool}” needed a page on {site} to be opened first. Once you have finished on that page, run the step again.</source>
      <translation>« {tool} » avait d’abord besoin qu’une page de {site} soit ouverte. Quand vous aurez terminé sur cette page, relancez l’étape.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_missing_key" />
      <source>“{where}” has no “{key}”.</source>
      <translation>« {where} » n’a pas de « {key} ».</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="ref_short_list" />
      <source>“{where}” has only %n item(s), so there is no item number {wanted}.</source>
      <translation>
        <numerusform>« {where} » n’a qu’un seul élément : il n’y a donc pas d’élément numéro {wanted}.</numerusform>
        <numerusform>« {where} » n’a que %n éléments : il n’y a donc pas d’élément numéro {wanted}.</numerusform>
      </translation>
    </message>
  </context>
</TS>
